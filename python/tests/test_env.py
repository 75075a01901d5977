"""libnexus.env: the API checker (env_checker.py, the points of PettingZoo's
and Gymnasium's checkers) passes on 3x3, 5x5 and 9x9 with unblocking and
payments reached; the vector environment (C, nexus_env_step) gives, game
by game, exactly the observations, masks, rewards and ends of the
two-player environment (Python, over Game); the single-agent wrapper
plays against a bot; the arrays are written in place, without copies."""

import numpy as np
import pytest

import libnexus
from libnexus import Game, Phase, SimpleBot
from libnexus.env import KINDS, PLANES, NexusEnv, SingleAgentEnv, VectorEnv

import env_checker as checker

pytestmark = pytest.mark.bots


def unblock_start_9x9():
    """The 9x9 game two simple bots reach when White must unblock (turn
    146: a single-stone set, 29 on offer)."""
    g, bot = Game(9), SimpleBot()
    while g.phase != Phase.UNBLOCK:
        assert not g.over and g.turn_count < 400
        bot.play(g)
    return g


@pytest.mark.parametrize("size,games", [(3, 40), (5, 100), (9, 3)])
def test_checker_passes(size, games):
    env = NexusEnv(size=size)
    checker.check_spaces(env)
    seen = checker.play(env, games, seed=size)
    checker.check_end_rewards(env, seed=size)
    checker.check_errors(env)
    checker.check_seeding(lambda: NexusEnv(size=size))
    assert seen["place"] > 0 and seen["terminated"] >= 2 * games - 2
    if size < 9:
        assert seen["unblock"] > 0 and seen["pay"] > 0, seen
    else:
        start = unblock_start_9x9()
        more = checker.play(env, 2, seed=7, options={"start": start})
        assert more["unblock"] >= 2 and more["place"] > 0, more
        assert seen["pay"] + more["pay"] > 0, (seen, more)
    env.close()
    env.close()


def test_checker_passes_single_agent():
    for agent in ("black", "white"):
        env = SingleAgentEnv(libnexus.RandomBot(3), agent=agent, size=4,
                             render_mode="ansi")
        checker.check_single(env, episodes=6, seed=11)
        assert "debts" in env.render()


def test_truncation():
    env = NexusEnv(size=5, turn_limit=3)
    env.reset()
    ends = checker.play(env, 2, seed=1)
    assert ends["truncated"] == 4 and ends["terminated"] == 0
    assert ends["place"] >= 6


def test_single_agent_against_a_bot():
    env = SingleAgentEnv(SimpleBot(), agent="white", size=3)
    obs, info = env.reset(seed=0)
    # the simple bot (Black) has played the centre
    assert env.aec.game.turn_count == 1 and info["to_play"] == 2
    assert obs["observation"][1].reshape(-1)[4] == 1.0
    assert obs["action_mask"][4] == 0 and obs["action_mask"].sum() == 8
    with pytest.raises(TypeError, match="opponent="):
        SingleAgentEnv("simple")
    with pytest.raises(ValueError, match="agent='red'"):
        SingleAgentEnv(SimpleBot(), agent="red")


def draw(masks, rng):
    """A legal action per game, drawn uniformly from its mask."""
    r = rng.random(masks.shape) * masks
    return r.argmax(axis=1).astype(np.int32)


def compare(size, games, steps, seed, start=None):
    """Steps a VectorEnv and one NexusEnv per game with the same actions;
    every observation, mask, reward and end flag must agree. Returns the
    action kinds taken."""
    vec = VectorEnv(games, size=size)
    opts = {"start": start} if start is not None else None
    obs, info = vec.reset(options=opts)
    singles = [NexusEnv(size=size) for _ in range(games)]
    for s in singles:
        s.reset(options=opts)
    rng = np.random.default_rng(seed)
    kinds = np.zeros(KINDS, dtype=int)
    n2 = size * size

    def same(i, o, to_play):
        s = singles[i]
        mine = s.observe(s.agent_selection)
        assert np.array_equal(o["observation"][i], mine["observation"]), i
        assert np.array_equal(o["action_mask"][i], mine["action_mask"]), i
        assert to_play[i] == (0 if s.agent_selection == "black" else 1)

    for i in range(games):
        same(i, obs, info["to_play"])
    for _ in range(steps):
        actions = draw(vec.masks, rng)
        np.add.at(kinds, actions // n2, 1)
        obs, rewards, term, trunc, info = vec.step(actions)
        for i, s in enumerate(singles):
            s.step(int(actions[i]))
            assert rewards[i, 0] == s.rewards.get("black", 0.0)
            assert rewards[i, 1] == s.rewards.get("white", 0.0)
            assert term[i] == s.terminations["black"]
            assert trunc[i] == s.truncations["black"]
            if term[i] or trunc[i]:
                last = s.observe(s.agent_selection)
                assert np.array_equal(info["final_observation"][i],
                                      last["observation"])
                s.reset(options=opts)
            same(i, obs, info["to_play"])
    vec.close()
    return kinds


# Every board size, since C writes each size's observations by its own
# function (lib/env/observe.c).
@pytest.mark.parametrize("size,games,steps", [(3, 32, 300), (4, 16, 300),
                                              (5, 16, 300), (6, 4, 150),
                                              (7, 4, 150), (8, 4, 150),
                                              (9, 4, 150)])
def test_vector_equals_single_game_by_game(size, games, steps):
    kinds = compare(size, games, steps, seed=size)
    assert kinds[0] > 0
    if size == 3:
        assert kinds[1] > 0 and kinds[2] > 0, kinds


def test_vector_equals_single_from_a_start():
    kinds = compare(9, 4, 60, seed=5, start=unblock_start_9x9())
    assert kinds[1] >= 4, kinds


def test_vector_arrays_are_written_in_place():
    vec = VectorEnv(8, size=5)
    obs, info = vec.reset()
    assert obs["observation"] is vec.observations
    assert obs["observation"].shape == (8, PLANES, 5, 5)
    assert obs["action_mask"].shape == (8, KINDS * 25)
    address = vec.observations.ctypes.data
    obs2, rewards, term, trunc, info = vec.step(np.full(8, 12, np.int32))
    assert obs2["observation"] is obs["observation"]
    assert vec.observations.ctypes.data == address
    assert np.shares_memory(term, vec._terminated)
    assert rewards.shape == (8, 2) and term.dtype == np.bool_
    assert (info["to_play"] == 1).all()
    # copy=True returns copies
    c = VectorEnv(2, size=3, copy=True)
    o, _ = c.reset()
    assert o["observation"] is not c.observations


@pytest.mark.parametrize("name", ["copy", "autoreset"])
def test_vector_refuses_flags_that_are_not_bools(name):
    for value in (1, 0, "no", None, np.bool_(True)):
        with pytest.raises(TypeError, match=r"^%s=%r is not a bool"
                           % (name, value)):
            VectorEnv(2, size=3, **{name: value})
    vec = VectorEnv(2, size=3, **{name: False})
    assert getattr(vec, name) is False
    vec.reset(seed=1)
    actions = vec.sample_actions()
    with pytest.raises(TypeError, match=r"^check_actions=1 is not a bool"):
        vec.step(actions, check_actions=1)
    vec.close()


def test_vector_refuses_bad_actions_and_changes_nothing():
    vec = VectorEnv(3, size=5)
    vec.reset()
    vec.step(np.array([12, 0, 24]))
    before = [vec.game(i).record() for i in range(3)]
    obs_before = vec.observations.copy()
    for bad, text in [([12, 1, 2], "actions[0]=12"),
                      ([1, 2, 75], "actions[2]=75"),
                      ([1, -1, 2], "actions[1]=-1"),
                      ([1, 2, 50], "actions[2]=50")]:
        with pytest.raises(libnexus.InvalidArgError, match=text.replace(
                "[", r"\[").replace("]", r"\]")):
            vec.step(np.array(bad))
    with pytest.raises(TypeError, match="shape"):
        vec.step(np.array([1.0, 2.0, 3.0]))
    with pytest.raises(TypeError, match="shape"):
        vec.step([1, 2])
    # without the numpy check, C refuses the illegal action all the same
    with pytest.raises(libnexus.InvalidArgError):
        vec.step(np.array([12, 1, 2], dtype=np.int32), check_actions=False)
    assert [vec.game(i).record() for i in range(3)] == before
    assert np.array_equal(vec.observations, obs_before)
    with pytest.raises(ValueError, match="num_envs=0"):
        VectorEnv(0)
    with pytest.raises(ValueError, match="size=10"):
        VectorEnv(1, size=10)
    vec.close()
    vec.close()
    with pytest.raises(ValueError, match="closed"):
        vec.step(np.zeros(3, np.int32))


def test_vector_without_autoreset_keeps_games_over():
    vec = VectorEnv(2, size=3, autoreset=False)
    vec.reset()
    for a in ([0, 0], [1, 1], [3, 3], [4, 4], [6, 6]):
        obs, rewards, term, trunc, _ = vec.step(np.array(a))
    assert term.all() and (rewards[:, 0] == 1).all()
    assert not obs["action_mask"].any()
    obs, rewards, term, trunc, _ = vec.step(np.array([7, 8]))  # ignored
    assert term.all() and not rewards.any()
    assert vec.game(0).turn_count == 5


M64 = (1 << 64) - 1


def _next(state):
    """splitmix64 as nexus.h documents it: (new state, number)."""
    state = (state + 0x9E3779B97F4A7C15) & M64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return state, z ^ (z >> 31)


def _below(state, m):
    """below(m) of nexus.h (Lemire's method): (new state, number)."""
    state, x = _next(state)
    low, high = (x * m) & M64, (x * m) >> 64
    if low < m:
        t = ((1 << 64) - m) % m
        while low < t:
            state, x = _next(state)
            low, high = (x * m) & M64, (x * m) >> 64
    return state, high


def test_sample_actions_draws_the_documented_actions():
    """sample_actions is the k-th legal id of each game's mask, k drawn by
    nexus.h's below() on the seeded state, game after game; every kind of
    choice is reached on 3x3, and every action it draws is legal."""
    vec = VectorEnv(16, size=3)
    vec.reset(seed=2024)
    state, kinds = 2024, np.zeros(KINDS, dtype=int)
    out = np.zeros(16, dtype=np.int32)
    for _ in range(300):
        want = []
        for i in range(16):
            legal = np.flatnonzero(vec.masks[i])
            state, k = _below(state, len(legal))
            want.append(int(legal[k]))
        got = vec.sample_actions(out)
        assert got is out
        assert got.tolist() == want
        np.add.at(kinds, got // 9, 1)
        vec.step(got)  # the numpy check: every action is legal
    assert (kinds > 0).all(), kinds
    # The same seed draws the same actions again.
    vec.reset(seed=7)
    first = vec.sample_actions().copy()
    vec.reset(seed=7)
    assert np.array_equal(vec.sample_actions(), first)
    vec.close()


def test_sample_actions_refuses_bad_buffers_and_skips_games_over():
    vec = VectorEnv(2, size=3, autoreset=False)
    vec.reset(seed=1)
    for bad in (np.zeros(2, np.int64), np.zeros(3, np.int32),
                np.zeros((2, 1), np.int32), np.zeros(4, np.int32)[::2], [0, 0]):
        with pytest.raises(TypeError, match="out must be"):
            vec.sample_actions(bad)
    with pytest.raises(OverflowError, match="seed=-1"):
        vec.reset(seed=-1)
    for a in ([0, 0], [1, 1], [3, 3], [4, 4], [6, 6]):
        vec.step(np.array(a))
    assert vec.terminated.all()
    assert vec.sample_actions().tolist() == [0, 0]
    vec.close()
    with pytest.raises(ValueError, match="closed"):
        vec.sample_actions()
