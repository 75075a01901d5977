"""Reinforcement-learning environments of Nexus, with the conventions of
PettingZoo and Gymnasium (neither is needed): numpy is (Debian's
python3-numpy), and only this module needs it.

- :class:`NexusEnv` (:mod:`~libnexus.env.aec`): the two-player game in
  PettingZoo's agent-environment cycle (``agents``, ``observe``,
  ``last()`` -> obs, reward, terminated, truncated, info;
  ``obs["action_mask"]``).
- :class:`SingleAgentEnv` (:mod:`~libnexus.env.single`): Gymnasium's
  ``reset``/``step`` for one colour against a chosen bot.
- :class:`VectorEnv` (:mod:`~libnexus.env.vector`): many games stepped by
  one call into the C core, observations and masks written into numpy
  arrays without copies.

Action ids and observation planes: :mod:`libnexus.env.choices`. The
repetition rule is the library's: positional superko exactly (R12-R14),
where OpenSpiel's Go uses simple ko and pgx a window of positions.
"""

try:
    import numpy  # noqa: F401
except ImportError as exc:  # numpy is needed by this module only
    raise ImportError("libnexus.env needs numpy, which this Python does not "
                      "find: on Debian, apt-get install python3-numpy (a "
                      "venv sees it if made with --system-site-packages); "
                      "elsewhere, pip install numpy") from exc

from .._ints import exports
from . import aec, choices, single, spaces, vector
from .aec import AGENTS, NexusEnv, env
from .choices import KINDS, PAY, PLACE, PLANES, UNBLOCK, PendingTurn
from .single import SingleAgentEnv
from .vector import VectorEnv

__all__ = ["AGENTS", "KINDS", "NexusEnv", "PAY", "PLACE", "PLANES",
           "PendingTurn", "SingleAgentEnv", "UNBLOCK", "VectorEnv", "aec",
           "choices", "env", "single", "spaces", "vector"]

__dir__ = exports(globals())
