"""An API checker for libnexus.env, written from the points of PettingZoo's
api_test (spaces, last(), the dead step, rewards and their accumulation,
the agent list shrinking, observations in their spaces, numpy action
types, seeding) and Gymnasium's check_env and its passive checker (reset's
(obs, info) and its seed, step's five values and their types, observations
in the space with its dtype, deterministic stepping for a seed, render
modes, close twice). Neither package is on Debian, so the checks are ours;
each failure is an AssertionError saying which point failed. Every check
returns what it saw (counts of each action kind) so that a test can ask
for unblocking and payments to have been reached."""

import random
from typing import Any, Dict

import numpy as np

from libnexus.env import KINDS, PLANES, NexusEnv, SingleAgentEnv
from libnexus.env.spaces import Box, Dict as DictSpace, Discrete, Space


def check_spaces(env: NexusEnv) -> None:
    """Spaces per agent: the same object each call, the same between agents,
    a Dict observation (planes and an int8 mask as long as the actions) and
    a Discrete action space; bounds ordered and shaped."""
    n = env.game.size
    a0 = env.possible_agents[0]
    for agent in env.possible_agents:
        assert isinstance(agent, str), "agents are strings"
        obs_space, act_space = env.observation_space(agent), \
            env.action_space(agent)
        assert obs_space is env.observation_space(agent), "spaces are cached"
        assert act_space is env.action_space(agent), "spaces are cached"
        assert isinstance(obs_space, Space) and isinstance(act_space, Space)
        assert isinstance(obs_space, DictSpace)
        assert set(obs_space.spaces) == {"observation", "action_mask"}
        planes, mask = obs_space["observation"], obs_space["action_mask"]
        assert isinstance(planes, Box) and isinstance(mask, Box)
        assert planes.shape == (PLANES, n, n) and planes.dtype == np.float32
        assert mask.dtype == np.int8, "the action mask is int8 (PettingZoo)"
        assert isinstance(act_space, Discrete) and act_space.n == KINDS * n * n
        assert mask.shape == (act_space.n,), "a mask entry per action"
        for box in (planes, mask):
            assert box.low.shape == box.shape and box.high.shape == box.shape
            assert not np.any(box.low > box.high), "low <= high"
        assert obs_space == env.observation_space(a0)
        assert act_space == env.action_space(a0)


def check_observation(env: NexusEnv, agent: str, obs: Any) -> None:
    """An observation of ``agent``: in its space, the declared dtypes, no
    NaN or infinity, at most 3 dimensions, not all zeros."""
    space = env.observation_space(agent)
    assert isinstance(obs, dict), "the observation is a dict"
    assert space.contains(obs), "the observation is in its space"
    planes, mask = obs["observation"], obs["action_mask"]
    assert planes.dtype == space["observation"].dtype
    assert mask.dtype == space["action_mask"].dtype
    assert planes.ndim <= 3, "at most 3 dimensions"
    assert np.all(np.isfinite(planes)), "no NaN or infinity"
    assert not np.array_equal(planes, np.zeros_like(planes)), \
        "an observation is not all zeros"


def check_reward(reward: Any) -> None:
    """A reward: a finite number convertible to float."""
    assert isinstance(reward, (int, float, np.floating, np.integer)) and \
        not isinstance(reward, bool), "the reward is a number"
    assert np.isfinite(float(reward)), "the reward is finite"


def play(env: NexusEnv, games: int, seed: int,
         options: Any = None) -> Dict[str, int]:
    """PettingZoo's play test over ``games`` games: actions drawn from the
    mask (as numpy integers), dead agents stepping None; checks last() and
    the dicts at every step. Returns counts of the action kinds taken and
    of the ends."""
    rng = random.Random(seed)
    n2 = env.game.size ** 2
    seen = {"place": 0, "unblock": 0, "pay": 0, "terminated": 0,
            "truncated": 0}
    for g in range(games):
        env.reset(seed=seed + g, options=options)
        assert env.agents == env.possible_agents, "every agent after reset"
        assert not any(env.terminations.values()) and \
            not any(env.truncations.values()), "no end after reset"
        assert env.last(observe=False)[0] is None, "last(observe=False)"
        live = env.agents[:]
        finished = set()
        accumulated = {a: 0.0 for a in env.agents}
        for agent in env.agent_iter(100000):
            assert agent == env.agent_selection and agent in env.agents
            assert isinstance(env.infos[agent], dict), "infos are dicts"
            obs, reward, term, trunc, info = env.last()
            assert isinstance(term, bool) and isinstance(trunc, bool)
            assert term == env.terminations[agent]
            assert trunc == env.truncations[agent]
            assert info == env.infos[agent]
            check_reward(reward)
            assert reward == accumulated[agent], \
                "last() returns the reward accumulated since the agent acted"
            check_observation(env, agent, obs)
            observed = env.observe(agent)
            assert np.array_equal(observed["observation"],
                                  obs["observation"]), "last() is observe()"
            if term or trunc:
                action = None
                assert not obs["action_mask"].any(), "a done agent: no action"
            else:
                legal = np.flatnonzero(obs["action_mask"])
                assert legal.size, "an agent to act has a legal action"
                action = np.int64(rng.choice(list(legal)))
                seen[("place", "unblock", "pay")[int(action) // n2]] += 1
                other = [a for a in env.agents if a != agent]
                for a in other:
                    assert not env.observe(a)["action_mask"].any(), \
                        "only the agent to act has a mask"
            assert env.step(action) is None, "step() returns nothing"
            accumulated[agent] = 0.0
            for a, r in env.rewards.items():
                accumulated[a] += r
            assert env.num_agents == len(env.agents)
            for table in (env.rewards, env.terminations, env.truncations,
                          env.infos):
                assert set(table) == set(env.agents), \
                    "the dicts' keys are the agents left"
            assert set(env.agents) <= set(env.possible_agents)
            if action is None:
                assert agent not in finished, "an agent is done once"
                live.remove(agent)
                finished.add(agent)
                seen["terminated" if term else "truncated"] += 1
            assert env.agents == live, "done agents leave, one by one"
            if not env.agents:
                assert finished == set(env.possible_agents)
                break
        assert not env.agents, "the game ended within the step bound"
    return seen


def check_end_rewards(env: NexusEnv, seed: int) -> None:
    """At the end of a game the rewards are zero-sum: +1/-1 to the winner
    and loser, 0 each for a draw, as the result says."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    totals = {a: 0.0 for a in env.possible_agents}
    while not any(env.terminations.values()) and \
            not any(env.truncations.values()):
        mask = env.last()[0]["action_mask"]
        env.step(int(rng.choice(list(np.flatnonzero(mask)))))
        for a, r in env.rewards.items():
            totals[a] += r
    winner = env.game.result.winner
    if winner is None:
        assert totals == {"black": 0.0, "white": 0.0}
    else:
        win = winner.name.lower()
        lose = "white" if win == "black" else "black"
        assert totals == {win: 1.0, lose: -1.0}, totals


def check_errors(env: NexusEnv) -> None:
    """Illegal actions are refused with an error naming the action, and
    change nothing; a dead agent may only step None."""
    env.reset(seed=0)
    mask = env.last()[0]["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0]) if (mask == 0).any() \
        else None
    before = env.game.record()
    for bad in ([illegal] if illegal is not None else []) + [-1, len(mask)]:
        try:
            env.step(bad)
        except ValueError as exc:
            assert "action=%d" % bad in str(exc), str(exc)
        else:
            raise AssertionError("action %r was accepted" % bad)
    for bad in (1.0, "1", True):
        try:
            env.step(bad)
        except TypeError:
            pass
        else:
            raise AssertionError("action %r was accepted" % (bad,))
    assert env.game.record() == before, "a refused action changed nothing"


def check_seeding(make: Any, games: int = 3) -> None:
    """The same seed gives the same play: two environments reset with one
    seed and stepped with their action spaces' samples (masked) agree."""
    envs = [make(), make()]
    for e in envs:
        e.reset(seed=42)
    for _ in range(400):
        outs = []
        for e in envs:
            if not e.agents:
                outs.append(None)
                continue
            agent = e.agent_selection
            obs, r, term, trunc, _ = e.last()
            action = None if term or trunc else \
                e.action_space(agent).sample(obs["action_mask"])
            e.step(action)
            outs.append((agent, action, r, e.game.position_hash))
        assert outs[0] == outs[1], "seeded play is deterministic"
        if outs[0] is None:
            break


def check_single(env: SingleAgentEnv, episodes: int, seed: int) -> None:
    """Gymnasium's check_env points for the single-agent wrapper: reset
    returns (obs, info) in the space, a seed repeats the episode, step
    returns (obs, float reward, bool, bool, dict), render and close."""
    assert set(env.metadata["render_modes"]) >= {"ansi"}
    obs, info = env.reset(seed=seed)
    assert isinstance(info, dict) and env.observation_space.contains(obs)
    again, _ = env.reset(seed=seed)
    assert all(np.array_equal(obs[k], again[k]) for k in obs), \
        "reset(seed) is deterministic"
    for ep in range(episodes):
        obs, info = env.reset(seed=seed + ep)
        done = False
        while not done:
            action = env.action_space.sample(obs["action_mask"])
            obs, reward, term, trunc, info = env.step(action)
            assert env.observation_space.contains(obs)
            assert isinstance(reward, float) and np.isfinite(reward)
            assert isinstance(term, bool) and isinstance(trunc, bool)
            assert isinstance(info, dict)
            done = term or trunc
        assert reward in (-1.0, 0.0, 1.0)
    env.close()
    env.close()
