"""Lark grammars, shipped as package data."""
