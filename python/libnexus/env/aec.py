"""The two-player environment in the agent-environment cycle of
PettingZoo: ``agents``, ``agent_selection``, ``observe(agent)``,
``last()``, ``step(action)``, ``rewards``, ``terminations``,
``truncations``, ``infos``, and the dead step (``step(None)``) that
removes a finished agent. The action ids and planes are those of
:mod:`libnexus.env.choices`; a turn is several steps of the same agent
when it unblocks or pays. PettingZoo itself is not needed."""

from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np
from numpy.typing import NDArray

from .. import svg
from .._ints import SIZE_T, check, exports
from ..data import Turn
from ..enums import Color, Outcome
from ..errors import Status, error
from ..game import Game
from .choices import KINDS, PLANES, PendingTurn
from .spaces import Box, Dict as DictSpace, Discrete, Space

__all__ = ["AGENTS", "DEFAULT_TURN_LIMIT", "NexusEnv", "env"]

#: The agents, Black first.
AGENTS = ("black", "white")
#: Turns after which a game is truncated (as a match's, R22).
DEFAULT_TURN_LIMIT = 1000


def _agent_color(agent: str) -> Color:
    return Color.BLACK if agent == "black" else Color.WHITE


class NexusEnv:
    """A game of Nexus between the agents "black" and "white" (PettingZoo's
    AEC API). ``turn_limit`` truncates a game after that many full turns
    (0: never). ``render_mode`` is None, "ansi" (the board as text) or
    "svg". ``env.game`` is the :class:`~libnexus.Game` being played."""

    metadata = {"render_modes": ["ansi", "svg"], "name": "nexus_v0",
                "is_parallelizable": False}

    def __init__(self, size: Optional[int] = None,
                 capture_debt: Optional[int] = None,
                 unblock_debt: Optional[int] = None,
                 turn_limit: int = DEFAULT_TURN_LIMIT,
                 render_mode: Optional[str] = None) -> None:
        if render_mode not in (None, "ansi", "svg"):
            raise ValueError("render_mode=%r is not None, 'ansi' or 'svg'"
                             % (render_mode,))
        self.render_mode = render_mode
        self.turn_limit = check(turn_limit, "turn_limit", SIZE_T)
        self.game = Game(size, capture_debt, unblock_debt)
        self._start = self.game.clone()
        n = self.game.size
        self.possible_agents: List[str] = list(AGENTS)
        self._action_space = Discrete(KINDS * n * n)
        self._observation_space = DictSpace({
            "observation": Box(0.0, np.inf, (PLANES, n, n), np.float32),
            "action_mask": Box(0, 1, (KINDS * n * n,), np.int8)})
        self._spaces = {a: (self._observation_space,
                            Discrete(KINDS * n * n)) for a in AGENTS}
        self.pending = PendingTurn(self.game)
        self._clear()

    # -- PettingZoo's attributes ------------------------------------------

    @property
    def num_agents(self) -> int:
        """Agents still in the game."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """2."""
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "NexusEnv":
        """This environment (there are no wrappers)."""
        return self

    def observation_space(self, agent: str) -> Space:
        """The space of an agent's observations (the same object each
        call): a dict of "observation" and "action_mask"."""
        return self._spaces[self._agent(agent)][0]

    def action_space(self, agent: str) -> Space:
        """The space of an agent's actions: Discrete(3 n^2)."""
        return self._spaces[self._agent(agent)][1]

    def _agent(self, agent: str) -> str:
        if agent not in AGENTS:
            raise ValueError("agent=%r is not an agent (%s)"
                             % (agent, ", ".join(AGENTS)))
        return agent

    # -- the cycle ----------------------------------------------------------

    def _clear(self) -> None:
        self.agents: List[str] = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection: Optional[str] = None
        self.agent_selection = AGENTS[int(self.game.to_move) - 1]

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> None:
        """Start again: from the empty board, or from ``options["start"]``
        (a Game of the same rules, copied with its history). ``seed``
        seeds the action spaces' sampling (the game has no randomness)."""
        start = (options or {}).get("start")
        if start is not None:
            if not isinstance(start, Game) or start.options != \
                    self.game.options or start.over:
                raise error(Status.E_INVALID_ARG, "options['start']=%r is "
                            "not a Game of these rules that goes on"
                            % (start,))
            self._start = start.clone()
        self.game.copy_from(self._start)
        self.pending.begin()
        if seed is not None:
            for i, a in enumerate(AGENTS):
                self._spaces[a][1].seed(seed + i)
                self._spaces[a][0].seed(seed + 10 + i)
        self._clear()

    def observe(self, agent: str) -> Dict[str, NDArray[Any]]:
        """What ``agent`` sees now: "observation" (the planes from its side)
        and "action_mask" (zeros unless it is to choose)."""
        agent = self._agent(agent)
        color = _agent_color(agent)
        playing = not self._over()
        mine = playing and agent == self.agent_selection
        return {"observation": self.pending.planes(color, playing),
                "action_mask": self.pending.mask(mine)}

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool,
                                                  Dict[str, Any]]:
        """(observation, cumulative reward, terminated, truncated, info) of
        the agent to act."""
        a = self.agent_selection
        return (self.observe(a) if observe else None,
                self._cumulative_rewards[a], self.terminations[a],
                self.truncations[a], self.infos[a])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """The agents to act, one per step, while any is left."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def _over(self) -> bool:
        return any(self.terminations.values()) or \
            any(self.truncations.values())

    def step(self, action: Any) -> None:
        """The agent to act makes a choice (an action id its mask allows);
        a finished agent steps None to leave."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        point = self._check_action(action)
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self.pending.choose(point):
            self._after_turn()
        self._accumulate_rewards()

    def _check_action(self, action: Any) -> int:
        n2 = self.game.size ** 2
        if isinstance(action, (bool, np.bool_)) or not isinstance(
                action, (int, np.integer)):
            raise TypeError("action=%r is not an action id (an int)"
                            % (action,))
        mask = self.pending.mask()
        a = int(action)
        if not 0 <= a < KINDS * n2 or not mask[a]:
            legal = np.flatnonzero(mask)
            raise error(Status.E_INVALID_ARG, "action=%d is not legal now "
                        "(legal: %s)" % (a, ", ".join(map(str, legal[:20])) +
                                         (" ..." if legal.size > 20 else "")))
        return a % n2

    def play_turn(self, turn: Turn) -> None:
        """Play a whole turn for the agent to act (an opponent's, say), as
        its choices one by one."""
        t = turn.on(self.game.size)
        n2 = self.game.size ** 2
        ids = [n2 + int(p) for p in t.unblock] + [int(t.point)] + \
            [2 * n2 + int(p) for p in t.pay]
        for a in ids:
            self.step(a)

    def _after_turn(self) -> None:
        g = self.game
        if g.over:
            outcome = g.result.outcome
            black = {Outcome.BLACK_WINS: 1.0, Outcome.WHITE_WINS: -1.0}.get(
                outcome, 0.0)
            self.rewards = {"black": black, "white": -black}
            for a in self.agents:
                self.terminations[a] = True
        elif self.turn_limit and g.turn_count >= self.turn_limit:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = AGENTS[int(g.to_move) - 1]

    def _accumulate_rewards(self) -> None:
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r

    def _was_dead_step(self, action: Any) -> None:
        if action is not None:
            raise ValueError("action=%r: a finished agent's only action is "
                             "None" % (action,))
        agent = self.agent_selection
        del self.terminations[agent], self.truncations[agent]
        del self.rewards[agent], self._cumulative_rewards[agent]
        del self.infos[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents
                if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        elif self._skip_agent_selection is not None:
            self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        for a in self.agents:
            self.rewards[a] = 0.0

    # -- the rest -------------------------------------------------------------

    def render(self) -> Optional[str]:
        """The board as text ("ansi") or SVG ("svg"); None without a
        render mode."""
        if self.render_mode == "ansi":
            return str(self.game)
        if self.render_mode == "svg":
            return svg.board(self.game)
        return None

    def state(self) -> NDArray[Any]:
        """The whole state seen from Black: the planes of Black's view."""
        return self.pending.planes(Color.BLACK, not self._over())

    def close(self) -> None:
        """Nothing to release (the game is freed with the environment)."""


def env(**kwargs: Any) -> NexusEnv:
    """Returns a :class:`NexusEnv` (PettingZoo's ``env()`` convention)."""
    return NexusEnv(**kwargs)


__dir__ = exports(globals())
