-- hostile agent: a pattern bomb at move time
return function(pos)
  local x = ("a"):rep(30):find(("a*"):rep(30) .. "b")
  return pos.legal[1]
end
