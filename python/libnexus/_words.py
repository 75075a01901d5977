"""The base of the package's enumerations: an IntEnum that prints as its
word (:class:`WordEnum`, documented and exported by
:mod:`libnexus.enums`). It needs nothing of the package but
:mod:`libnexus._ints`, so that :mod:`libnexus.errors` can make Status a
WordEnum without importing the other enumerations, which check their
arguments with errors' exceptions.
"""

import enum
from typing import Dict, Type, TypeVar

from ._ints import exports

__all__ = ["WordEnum"]

_W = TypeVar("_W", bound="WordEnum")


class WordEnum(enum.IntEnum):
    """An IntEnum that prints as its word and reprs as ``Class.MEMBER``."""

    @property
    def word(self) -> str:
        """The member's word (what ``str()`` gives)."""
        return self.name.lower()

    def __str__(self) -> str:
        return self.word

    def __format__(self, spec: str) -> str:
        return format(self.word, spec)

    def __repr__(self) -> str:
        return "%s.%s" % (type(self).__name__, self.name)

    @classmethod
    def parse(cls: Type[_W], word: str) -> _W:
        """Returns the member whose word is ``word``; any other raises
        ValueError listing the words."""
        words: Dict[str, _W] = {m.word: m for m in cls}
        if isinstance(word, str) and word in words:
            return words[word]
        raise ValueError("word=%r is not a word of %s (%s)"
                         % (word, cls.__name__, ", ".join(words)))


__dir__ = exports(globals())
