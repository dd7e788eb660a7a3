// Linux has no SwiftUI. There, ViewProbe's product includes this module, so that a view file that
// writes `import SwiftUI` compiles unchanged and is hosted by ViewProbe: it re-exports ViewProbe,
// which has SwiftUI's names (and, as SwiftUI does, Foundation, Observation and the Combine names
// views use). Where SwiftUI exists, the package does not build this module: there a test target
// compiles the view files a second time with `import ViewProbe` (Guide §2).
@_exported import ViewProbe
