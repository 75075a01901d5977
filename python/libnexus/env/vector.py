"""Many games stepped by one call into the C core (nexus_env_step, API
1.2): the vector environment. Each game's current side makes one choice
per step; observations, masks, rewards and end flags are written by C
straight into numpy arrays this object owns, which ``reset`` and ``step``
return without copying (pass ``copy=True`` for copies): read them before
the next step, which overwrites them. Games that end start again at once
(autoreset), their last observation in ``info["final_observation"]``.
:meth:`VectorEnv.sample_actions` draws a uniformly random legal action for
every game in C (nexus_env_sample), for random players and baselines."""

import secrets
from ctypes import byref, c_uint64, c_void_p
from typing import Any, Dict, Optional, Tuple

import numpy as np
from numpy.typing import NDArray

from .. import _capi
from .._handle import Handle
from .._checks import check
from .._ints import SIZE_T, UINT64, exports, instance
from ..data import Options
from ..errors import Status, check_status, error
from ..game import Game
from .aec import DEFAULT_TURN_LIMIT
from .choices import KINDS, PLANES
from .spaces import Box, Dict as DictSpace, Discrete

__all__ = ["MAX_GAMES", "VectorEnv"]

ENV_OPTIONS_VERSION = 1
ENV_BUFFERS_VERSION = 1
#: The most games one environment holds (2^24).
MAX_GAMES = 1 << 24

Obs = Dict[str, NDArray[Any]]


def _ptr(a: NDArray[Any]) -> int:
    return int(a.ctypes.data)


class VectorEnv(Handle):
    """``num_envs`` games of the same rules, stepped together. Arrays, for
    N games on an n x n board: observations (N, 11, n, n) float32, masks
    (N, 3 n^2) int8, rewards (N, 2) float32 (Black's, White's), terminated
    and truncated (N,) bool, ``info["to_play"]`` (N,) int8 (0 Black, 1
    White). The planes and action ids are those of
    :mod:`libnexus.env.choices`, game by game equal to
    :class:`~libnexus.env.aec.NexusEnv`'s."""

    metadata = {"render_modes": [], "autoreset_mode": "same-step"}
    _kind = "vector environment"

    def __init__(self, num_envs: int, size: Optional[int] = None,
                 capture_debt: Optional[int] = None,
                 unblock_debt: Optional[int] = None,
                 turn_limit: int = DEFAULT_TURN_LIMIT,
                 autoreset: bool = True, copy: bool = False) -> None:
        self.num_envs = check(num_envs, "num_envs", SIZE_T, 1, MAX_GAMES)
        self.options = Options.of(size, capture_debt, unblock_debt)
        opts = _capi.CEnvOptions()
        check_status(_capi.need("nexus_env_options_init")(
            byref(opts), ENV_OPTIONS_VERSION))
        opts.game = self.options.to_c()
        opts.turn_limit = check(turn_limit, "turn_limit", SIZE_T)
        self.autoreset = instance(autoreset, "autoreset", bool, "a bool")
        self.copy = instance(copy, "copy", bool, "a bool")
        opts.autoreset = 1 if autoreset else 0
        h = c_void_p()
        check_status(_capi.lib.nexus_env_new(byref(h), self.num_envs,
                                             byref(opts)))
        self._h = h.value
        # The generator of sample_actions, seeded by reset(seed=...).
        self._rng = c_uint64(secrets.randbits(64))
        self._arrays()
        n = self.options.size
        self.single_action_space = Discrete(KINDS * n * n)
        self.single_observation_space = DictSpace({
            "observation": Box(0.0, np.inf, (PLANES, n, n), np.float32),
            "action_mask": Box(0, 1, (KINDS * n * n,), np.int8)})

    def _arrays(self) -> None:
        N, n = self.num_envs, self.options.size
        self.observations = np.zeros((N, PLANES, n, n), dtype=np.float32)
        self.final_observations = np.zeros_like(self.observations)
        self.masks = np.zeros((N, KINDS * n * n), dtype=np.int8)
        self.rewards = np.zeros((N, 2), dtype=np.float32)
        self._terminated = np.zeros(N, dtype=np.uint8)
        self._truncated = np.zeros(N, dtype=np.uint8)
        self.to_play = np.zeros(N, dtype=np.int8)
        b = _capi.CEnvBuffers()
        check_status(_capi.lib.nexus_env_buffers_init(byref(b),
                                                      ENV_BUFFERS_VERSION))
        b.observations = _ptr(self.observations)
        b.final_observations = _ptr(self.final_observations)
        b.masks = _ptr(self.masks)
        b.rewards = _ptr(self.rewards)
        b.terminated = _ptr(self._terminated)
        b.truncated = _ptr(self._truncated)
        b.to_play = _ptr(self.to_play)
        self._buffers = b

    @property
    def _env(self) -> int:
        return self._ptr

    def _release(self, handle: int) -> None:
        _capi.lib.nexus_env_free(handle)

    @property
    def terminated(self) -> NDArray[Any]:
        """(N,) bool: the game ended with a result in the last step."""
        return self._terminated.view(np.bool_)

    @property
    def truncated(self) -> NDArray[Any]:
        """(N,) bool: the turn limit stopped the game in the last step."""
        return self._truncated.view(np.bool_)

    def _out(self, a: NDArray[Any]) -> NDArray[Any]:
        return a.copy() if self.copy else a

    def _obs(self) -> Obs:
        return {"observation": self._out(self.observations),
                "action_mask": self._out(self.masks)}

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None
              ) -> Tuple[Obs, Dict[str, Any]]:
        """Start every game again, from the empty board or from
        ``options["start"]`` (a Game of the same rules, copied with its
        history; it is also where autoreset starts). ``seed`` (0..2^64-1)
        seeds :meth:`sample_actions` and the action spaces (the games have
        no randomness). Returns (obs, info)."""
        if seed is not None:
            seed = check(seed, "seed", UINT64)
        start = (options or {}).get("start")
        if start is not None and not isinstance(start, Game):
            raise TypeError("options['start']=%r is not a Game" % (start,))
        if start is not None and start.options != self.options:
            raise error(Status.E_INVALID_ARG, "options['start'] has rules %r,"
                        " not %r" % (start.options, self.options))
        check_status(_capi.lib.nexus_env_reset(
            self._env, None if start is None else start._ptr))
        check_status(_capi.lib.nexus_env_observe(self._env,
                                                 byref(self._buffers)))
        self._terminated[:] = 0
        self._truncated[:] = 0
        self.rewards[:] = 0
        if seed is not None:
            self._rng.value = seed
            self.single_action_space.seed(seed)
        return self._obs(), {"to_play": self._out(self.to_play)}

    def sample_actions(self, out: Optional[NDArray[Any]] = None
                       ) -> NDArray[Any]:
        """Returns a uniformly random legal action of every game, chosen
        afresh by C (nexus_env_sample) from the current masks: an (N,)
        int32 array, ``out`` itself when it is given (a contiguous (N,)
        int32 array, reused to spare an allocation a step). A finished
        game (without autoreset) gets 0, which :meth:`step` ignores. The
        draws are nexus.h's documented ones on a generator that
        ``reset(seed=...)`` seeds, so a seed gives the same actions in
        any language; unseeded, it starts from the system's entropy."""
        env = self._env  # a closed environment raises first
        if out is None:
            out = np.empty(self.num_envs, dtype=np.int32)
        elif not (isinstance(out, np.ndarray) and out.dtype == np.int32 and
                  out.shape == (self.num_envs,) and out.flags.c_contiguous
                  and out.flags.writeable):
            raise TypeError("out must be a writable contiguous (%d,) int32 "
                            "array" % self.num_envs)
        check_status(_capi.lib.nexus_env_sample(env, byref(self._rng),
                                                _ptr(out), self.num_envs))
        return out

    def _actions(self, actions: Any) -> NDArray[Any]:
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or a.dtype.kind not in "iu":
            raise TypeError("actions has shape %s and dtype %s, not (%d,) "
                            "integers" % (a.shape, a.dtype, self.num_envs))
        ids = a.astype(np.int64, copy=False)
        width = self.masks.shape[1]
        inside = (ids >= 0) & (ids < width)
        legal = np.zeros(self.num_envs, dtype=bool)
        legal[inside] = self.masks[np.flatnonzero(inside), ids[inside]] == 1
        playing = self.masks.any(axis=1)
        bad = np.flatnonzero(playing & ~legal)
        if bad.size:
            i = int(bad[0])
            raise error(Status.E_INVALID_ARG, "actions[%d]=%d is not legal "
                        "in game %d (legal: %s)" % (
                            i, int(ids[i]), i, ", ".join(
                                map(str, np.flatnonzero(self.masks[i])[:20]))))
        return np.ascontiguousarray(np.where(playing, ids, 0),
                                    dtype=np.int32)

    def step(self, actions: Any, check_actions: bool = True
             ) -> Tuple[Obs, NDArray[Any], NDArray[Any], NDArray[Any],
                        Dict[str, Any]]:
        """One choice in every game: ``actions`` (N,) action ids, each legal
        in its game's mask (a finished game's, without autoreset, is
        ignored). Returns (obs, rewards, terminated, truncated, info).
        ``check_actions=False`` skips the numpy check of the actions (for
        an int32 array drawn from the masks): C still refuses an illegal
        action, changing nothing, but the error does not name the game."""
        env = self._env  # a closed environment raises first
        if instance(check_actions, "check_actions", bool, "a bool"):
            a = self._actions(actions)
        else:
            a = actions
            if not (isinstance(a, np.ndarray) and a.dtype == np.int32 and
                    a.shape == (self.num_envs,) and a.flags.c_contiguous):
                raise TypeError("with check_actions=False, actions must be "
                                "a contiguous (%d,) int32 array"
                                % self.num_envs)
        st = _capi.lib.nexus_env_step(env, _ptr(a), self.num_envs,
                                      byref(self._buffers))
        check_status(st, "actions (an action not legal in its game)")
        info = {"to_play": self._out(self.to_play)}
        if self.autoreset:
            info["final_observation"] = self._out(self.final_observations)
        return (self._obs(), self._out(self.rewards),
                self._out(self.terminated), self._out(self.truncated), info)

    def game(self, index: int) -> Game:
        """A copy of game ``index`` as it stands (without its pending
        choices)."""
        i = check(index, "index", SIZE_T, 0, self.num_envs - 1)
        h = c_void_p()
        check_status(_capi.lib.nexus_env_game(byref(h), self._env, i))
        copy = c_void_p()
        check_status(_capi.lib.nexus_game_clone(byref(copy), h))
        assert copy.value is not None
        return Game._wrap(copy.value)


__dir__ = exports(globals())
