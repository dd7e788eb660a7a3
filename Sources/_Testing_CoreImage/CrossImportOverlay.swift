// Swift Testing declares a cross-import overlay for Core Image: a file that imports both Testing
// and CoreImage also imports `_Testing_CoreImage` (on Apple platforms, where CIImage values can be
// attached to a test). On Linux the toolchain has no such module, so a test file importing Testing
// and ViewProbe's Core Image stand-in would not compile. This empty module stands in for the
// overlay; it is built only where ViewProbe builds its Core Image stand-in.
