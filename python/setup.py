"""The wheel's tag. pyproject.toml says everything else.

With the C libraries in libnexus/_lib (the python-wheel target of CMake
copies them there), the wheel holds machine code but no extension module:
it is tagged py3-none-PLATFORM, so that any CPython 3 of that platform
installs it, and never as pure. Without them (pip install ./python against
libraries installed elsewhere) it is the pure py3-none-any wheel.
"""

import os

from setuptools import Distribution, setup

try:  # setuptools 70.1 and later have their own
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # Debian 12: python3-wheel's
    from wheel.bdist_wheel import bdist_wheel

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.isfile(os.path.join(HERE, "libnexus", "_lib",
                                      "libnexus.so.1"))


class BundledDistribution(Distribution):  # type: ignore[misc]
    """A distribution whose files go to the platform's site directory (the
    root of the wheel, not its purelib) when the libraries are in."""

    def has_ext_modules(self) -> bool:
        return BUNDLED


class PlatformWheel(bdist_wheel):  # type: ignore[misc]
    """bdist_wheel tagged py3-none-PLATFORM when the libraries are in."""

    def get_tag(self):  # type: ignore[no-untyped-def]
        python, abi, platform = super().get_tag()
        return ("py3", "none", platform) if BUNDLED else (python, abi,
                                                           platform)


setup(distclass=BundledDistribution, cmdclass={"bdist_wheel": PlatformWheel})
