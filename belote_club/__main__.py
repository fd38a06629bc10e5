from belote_club.cli import main

raise SystemExit(main())
