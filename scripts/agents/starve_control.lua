-- starve_control.lua - the control for starve_sacrifice.lua: a uniformly
-- random legal pit, drawn from pos.random() exactly as starve_sacrifice.lua
-- draws it when it sees no sacrifice, so the two agents differ only in the
-- tactic.
return function(pos)
  local r = pos.random()
  return pos.legal[1 + math.floor(r * #pos.legal)]
end
