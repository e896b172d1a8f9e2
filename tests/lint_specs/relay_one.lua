-- lint: relay-one (a lap ending in an empty pit relays)
return {
  name = "lint: relay-one",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  sow = { relay = { 1 } },
  capture = { counts = { 2, 4 } },
}
