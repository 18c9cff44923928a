"""Lone Wolves."""
