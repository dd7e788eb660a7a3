// Linux has no Core Animation. Where it is missing, this module lets a file that writes
// `import QuartzCore` compile unchanged: the layer UIKit code hands around (ViewProbe's `CALayer`,
// which draws nothing), Core Graphics' types, and the media clock.
@_exported import CoreGraphics

@_exported import class ViewProbe.CALayer

/// A time interval, in seconds, as Core Foundation names it.
public typealias CFTimeInterval = Double

/// The current time of the media clock, in seconds since the device started (it never goes back,
/// as the system's does not).
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
