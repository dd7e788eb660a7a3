// `import SwiftUI` makes Observation and Foundation available; `import ViewProbe` does the same, so
// shared view code compiles unchanged under either import.
@_exported import Foundation
@_exported import Observation
