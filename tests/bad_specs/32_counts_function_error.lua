-- bad spec: a capture function raising an error
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  capture = { counts = function(c) error("boom") end },
}
