"""Condition to follow-up question."""

from qgen.phrase import phrase_question, phrase_text, who_question

__all__ = ["phrase_question", "phrase_text", "who_question"]
