// `import SwiftUI` makes Observation and Foundation available; `import ViewProbe` does the same, so
// shared view code compiles unchanged under either import. On Apple platforms Foundation includes
// networking (`URLSession`, `URLRequest`); Linux keeps it in FoundationNetworking, so ViewProbe
// brings that too.
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
