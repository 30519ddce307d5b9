"""``python -m tulakit.server NOTEBOOKS [Voila options]``: see :mod:`tulakit.server.app`."""

from tulakit.server.app import main

if __name__ == "__main__":
    main()
