"""Condition to follow-up question."""

from qgen.phrase import lead_in_of, phrase_question, phrase_text, text_with_reason, who_question

__all__ = ["lead_in_of", "phrase_question", "phrase_text", "text_with_reason", "who_question"]
