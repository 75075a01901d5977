"""Reinforcement-learning environments (placeholder, filled in below)."""

try:
    import numpy  # noqa: F401
except ImportError as exc:  # numpy is needed by this module only
    raise ImportError("libnexus.env needs numpy (Debian: apt-get install "
                      "python3-numpy)") from exc

__all__: list = []
