"""The Godzilla Card Game rules engine (JP comprehensive rules ver. 1.04).

Independent of the site: it knows nothing of Flask. Every rule it applies
names its section number, so the trace can cite it.
"""
