"""A single-agent environment (Gymnasium's ``reset``/``step``) in which the
agent plays one colour against a bot that plays the other: every step is
one of the agent's choices, and the bot's whole turns happen between
them. The reward is the agent's: +1 for a win, -1 for a loss, 0 else."""

from typing import Any, Dict, Optional, Tuple

import numpy as np
from numpy.typing import NDArray

from .._ints import SIZE_T, check, exports
from ..bots import Bot
from ..enums import Color
from ..errors import Status, error
from .aec import AGENTS, DEFAULT_TURN_LIMIT, NexusEnv
from .spaces import Space

__all__ = ["SingleAgentEnv"]

Obs = Dict[str, NDArray[Any]]


class SingleAgentEnv:
    """The agent plays ``agent`` ("black" or "white") against ``opponent``
    (any :class:`~libnexus.bots.Bot`, reseeded with the reset's seed).
    The other arguments are those of :class:`~libnexus.env.aec.NexusEnv`,
    which ``self.aec`` is."""

    metadata = NexusEnv.metadata

    def __init__(self, opponent: Bot, agent: str = "black",
                 size: Optional[int] = None,
                 capture_debt: Optional[int] = None,
                 unblock_debt: Optional[int] = None,
                 turn_limit: int = DEFAULT_TURN_LIMIT,
                 render_mode: Optional[str] = None) -> None:
        if not isinstance(opponent, Bot):
            raise TypeError("opponent=%r is not a Bot" % (opponent,))
        if agent not in AGENTS:
            raise error(Status.E_INVALID_ARG, "agent=%r is not 'black' or "
                        "'white'" % (agent,))
        self.opponent = opponent
        self.agent = agent
        self.aec = NexusEnv(size, capture_debt, unblock_debt,
                            check(turn_limit, "turn_limit", SIZE_T),
                            render_mode)
        self.render_mode = render_mode
        self.observation_space: Space = self.aec.observation_space(agent)
        self.action_space: Space = self.aec.action_space(agent)

    @property
    def unwrapped(self) -> "SingleAgentEnv":
        """This environment."""
        return self

    @property
    def np_random(self) -> Any:
        """The generator of the action space."""
        return self.action_space.np_random

    def _opponent_moves(self) -> None:
        aec = self.aec
        while aec.agents and aec.agent_selection != self.agent and \
                not aec.terminations[aec.agent_selection] and \
                not aec.truncations[aec.agent_selection]:
            aec.play_turn(self.opponent.choose(aec.game))

    def _result(self) -> Tuple[Obs, float, bool, bool, Dict[str, Any]]:
        aec = self.aec
        return (aec.observe(self.agent), float(aec.rewards[self.agent]),
                bool(aec.terminations[self.agent]),
                bool(aec.truncations[self.agent]),
                {"to_play": Color(aec.game.to_move),
                 "turn": aec.game.turn_count})

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None
              ) -> Tuple[Obs, Dict[str, Any]]:
        """Start a game (``options["start"]`` as for NexusEnv); the bot
        moves first if it plays Black. Returns (observation, info)."""
        self.aec.reset(seed, options)
        if seed is not None:
            self.opponent.seed(seed)
            self.action_space.seed(seed)
        self._opponent_moves()
        obs, _, _, _, info = self._result()
        return obs, info

    def step(self, action: Any) -> Tuple[Obs, float, bool, bool,
                                         Dict[str, Any]]:
        """One choice of the agent; then the bot's turns until the agent
        chooses again. Returns (obs, reward, terminated, truncated, info)."""
        aec = self.aec
        if not aec.agents or aec.terminations[self.agent] or \
                aec.truncations[self.agent]:
            raise error(Status.E_GAME_OVER, "step() after the end: call "
                        "reset()")
        aec.step(action)
        self._opponent_moves()
        return self._result()

    def render(self) -> Optional[str]:
        """As NexusEnv.render."""
        return self.aec.render()

    def close(self) -> None:
        """Nothing to release."""


__dir__ = exports(globals())
