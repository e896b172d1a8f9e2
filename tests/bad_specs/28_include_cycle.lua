-- bad spec: includes itself, an include cycle
return include("28_include_cycle.lua")
