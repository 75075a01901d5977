/* The processes that the tool starts and ends: the engines, and the game
 * processes of a match. An engine gets exactly three descriptors, which
 * are its stdin and stdout pipes and the tool's stderr. It gets every
 * signal at its default disposition and none blocked, and a session of its
 * own, so that killing the session kills what the engine started in it.
 *
 * A process that leaves the engine's session, by setsid or a double fork,
 * is caught another way on Linux. The process that plays a game is a child
 * subreaper (prctl PR_SET_CHILD_SUBREAPER), so every orphan among its
 * descendants becomes its child, and proc_sweep() kills its children until
 * none is left. Section 5 of docs/protocol.md lists what this cannot
 * catch: a process started through a service outside the tool's process
 * tree, such as systemd-run, at or a D-Bus activation, and anything left
 * when the tool itself is killed by SIGKILL. */
#ifndef NEXUS_CLI_PROC_H
#define NEXUS_CLI_PROC_H

#include <stddef.h>
#include <sys/types.h>

/* Makes sure that descriptors 0, 1 and 2 are open, on /dev/null if they
 * were closed, so that no file the tool opens lands on them. */
void proc_init_stdio(void);

/* Makes this process undumpable with PR_SET_DUMPABLE 0, on Linux. A
 * process of the same user that is not root and lacks CAP_SYS_PTRACE can
 * then neither open its descriptors through /proc/PID/fd nor attach a
 * debugger to it, so that an engine cannot reach the pipes of the tool
 * that started it. The process leaves no core file either. Every process
 * that starts an engine or holds a game's result pipe calls it. The
 * engines themselves get the default back when they exec. */
void proc_guard(void);

/* Starts `command`, after proc_guard(), with its stdin and stdout on new
 * pipes. Its stderr goes to a third pipe if `err` is not NULL, and is the
 * tool's otherwise. *to is the write end of its stdin, *from the read end
 * of its stdout and *err the read end of its stderr, all closed on exec.
 *
 * A command of plain words is run directly. Plain words are made of
 * letters, digits and _./:,+%@=- between blanks, and the first is no
 * assignment. A simple command with shell syntax, such as quotes, $ or
 * redirections, runs as `sh -c 'exec command'`. In both cases the engine
 * is the process started, and it gets SIGKILL when its parent dies. Any
 * other command, such as a list, a pipeline or a compound command, runs
 * under `sh -c` as it is.
 *
 * Returns the pid, or -1 with errno set if the command cannot start. A
 * command of plain words whose program cannot be run, because it is not
 * found or not executable, is such a failure, with the errno of the exec.
 * Under sh, the shell reports it instead and exits with 127. */
pid_t proc_spawn(const char *command, int *to, int *from, int *err);

/* Kills with SIGKILL the session of `pid`, an engine from proc_spawn. */
void proc_kill_session(pid_t pid);

/* Asks for SIGKILL when the parent dies, on Linux. Returns 1 if the
 * parent, `parent`, is still alive, and 0 if it has died already. */
int proc_die_with_parent(pid_t parent);

/* Makes this process the subreaper of its descendants on Linux. Elsewhere
 * nothing happens. */
void proc_become_reaper(void);

/* Kills every child of this process with SIGKILL and reaps it, until none
 * is left. The orphans that a subreaper inherits meanwhile are included. */
void proc_sweep(void);

/* Catches SIGINT, SIGTERM and SIGHUP. The signal is remembered, and the
 * blocking call that it interrupts returns EINTR, so that the tool can
 * stop its engines and sweep before it leaves. proc_default_signals() puts
 * the signals back to their default actions. */
void proc_catch_signals(void);
void proc_default_signals(void);

/* Returns the signal caught, or 0 if none was. */
int proc_interrupted(void);

#endif
