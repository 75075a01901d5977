"""The base of the package's enumerations: an IntEnum that prints as its
word (:class:`WordEnum`, documented and exported by
:mod:`libnexus.enums`). It needs nothing of the package but
:mod:`libnexus._ints`, so that :mod:`libnexus.errors` can make Status a
WordEnum without importing the other enumerations, which check their
arguments with errors' exceptions.
"""

import enum
import re
from typing import Any, Dict, Type, TypeVar

from ._ints import as_int, exports, range_text

__all__ = ["WordEnum"]

_W = TypeVar("_W", bound="WordEnum")


def _argument(cls: type) -> str:
    """Returns the argument name of an enumeration in errors:
    'point_status' for PointStatus."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


class _WordMeta(enum.EnumMeta):
    """The metaclass of WordEnum: a member is looked up by an integer only
    (``Outcome(1)``), so that ``Outcome(True)`` or ``Outcome(1.0)`` raises
    TypeError rather than pass for ``Outcome.BLACK_WINS``."""

    def __call__(cls, value: Any, *args: Any, **kwargs: Any) -> Any:
        if not args and not kwargs and not isinstance(value, cls):
            value = as_int(value, _argument(cls))
        return super().__call__(value, *args, **kwargs)


class WordEnum(enum.IntEnum, metaclass=_WordMeta):
    """An IntEnum that prints as its word and reprs as ``Class.MEMBER``;
    a value that is no member raises ValueError naming the value and the
    range."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        values = [m.value for m in cls]
        raise ValueError("%s=%r is outside %s (the values of %s)"
                         % (_argument(cls), value,
                            range_text(min(values), max(values)),
                            cls.__name__))

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
