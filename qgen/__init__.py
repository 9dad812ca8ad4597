"""Condition to follow-up question."""
