/* The processes the tool starts and ends: engines, and the game processes
 * of a match. An engine gets exactly three descriptors (its stdin and
 * stdout pipes, and the tool's stderr), every signal at its default
 * disposition and none blocked, and a session of its own, so that killing
 * the session kills what the engine started in it.
 *
 * A process that leaves the engine's session (setsid, a double fork) is
 * caught another way on Linux: the process that plays a game is a child
 * subreaper (prctl PR_SET_CHILD_SUBREAPER), so every orphan among its
 * descendants becomes its child, and proc_sweep() kills its children until
 * none is left. What this cannot catch is listed in docs/protocol.md
 * (section 5): a process started through a service outside the tool's
 * process tree (systemd-run, at, a D-Bus activation), and anything left
 * when the tool itself is killed by SIGKILL. */
#ifndef NEXUS_CLI_PROC_H
#define NEXUS_CLI_PROC_H

#include <stddef.h>
#include <sys/types.h>

/* Makes sure that descriptors 0, 1 and 2 are open (on /dev/null if they
 * were closed), so that no file the tool opens lands on them. */
void proc_init_stdio(void);

/* Makes this process undumpable (Linux, PR_SET_DUMPABLE 0): a process of
 * the same user that is not root and lacks CAP_SYS_PTRACE can then neither
 * open its descriptors through /proc/PID/fd nor attach a debugger to it,
 * so that an engine cannot reach the pipes of the tool that started it.
 * The process leaves no core file either. Every process that starts an
 * engine or holds a game's result pipe calls it; the engines themselves
 * get the default back when they exec. */
void proc_guard(void);

/* Starts `command` (proc_guard() first) with its stdin and stdout on new
 * pipes, and its stderr on a third if `err` is not NULL (else it shares
 * the tool's): *to is the write end of its stdin, *from the read end of
 * its stdout, *err the read end of its stderr, all close-on-exec. A
 * command of plain words (letters, digits and _./:,+%@=- between blanks,
 * no assignment first) is run directly; a simple command with shell
 * syntax (quotes, $, redirections) runs as `sh -c 'exec command'`, so that
 * in both cases the engine is the process started and gets SIGKILL when
 * its parent dies; any other command (a list, a pipeline, a compound
 * command) runs under `sh -c` as it is. Returns the pid, or -1 (errno
 * set) if it cannot start; a command of plain words whose program cannot
 * be run (not found, not executable) is such a failure, with the errno of
 * the exec, while under sh the shell reports it and exits with 127. */
pid_t proc_spawn(const char *command, int *to, int *from, int *err);

/* Kills the session of `pid` (an engine from proc_spawn) with SIGKILL. */
void proc_kill_session(pid_t pid);

/* Asks for SIGKILL when the parent dies (Linux). Returns 0 if the parent,
 * `parent`, has died already. */
int proc_die_with_parent(pid_t parent);

/* Makes this process the subreaper of its descendants (Linux; elsewhere
 * nothing happens). */
void proc_become_reaper(void);

/* Kills every child of this process with SIGKILL and reaps it, until none
 * is left (orphans that a subreaper inherits meanwhile included). */
void proc_sweep(void);

/* Catches SIGINT, SIGTERM and SIGHUP: the signal is remembered and the
 * blocking call it interrupts returns EINTR, so that the tool can stop its
 * engines and sweep before it leaves. proc_default_signals() puts them back
 * to their default actions. */
void proc_catch_signals(void);
void proc_default_signals(void);

/* The signal caught, or 0. */
int proc_interrupted(void);

#endif
