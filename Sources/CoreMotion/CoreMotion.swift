// Linux has no Core Motion. There, ViewProbe's product includes this stand-in, so that an app
// that reads the device's motion (a level, a parallax card) compiles unchanged. The device lies
// still and sends nothing until a test moves it: `harness.tiltDevice(pitch:roll:yaw:)` hands a
// sample to every motion manager started by that harness's code, at once, then one update.
import Foundation
import Testing
import ViewProbe

/// An acceleration, in g.
public struct CMAcceleration: Sendable {
  /// Along x.
  public var x: Double
  /// Along y.
  public var y: Double
  /// Along z.
  public var z: Double

  /// An acceleration.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// A rotation rate, in radians per second.
public struct CMRotationRate: Sendable {
  /// About x.
  public var x: Double
  /// About y.
  public var y: Double
  /// About z.
  public var z: Double

  /// A rotation rate.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// How the device is turned, in radians.
open class CMAttitude: NSObject, @unchecked Sendable {
  /// About the long axis (tilting left and right).
  public let roll: Double
  /// About the short axis (tilting towards and away).
  public let pitch: Double
  /// About the vertical axis.
  public let yaw: Double

  init(roll: Double, pitch: Double, yaw: Double) {
    self.roll = roll
    self.pitch = pitch
    self.yaw = yaw
    super.init()
  }
}

/// A motion sample: how the device is turned and moved.
open class CMDeviceMotion: NSObject, @unchecked Sendable {
  /// How it is turned.
  public let attitude: CMAttitude
  /// Gravity, in the device's frame.
  public let gravity: CMAcceleration
  /// What the user adds to gravity (none: the test turns the device slowly).
  public let userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
  /// How fast it turns (not at all).
  public let rotationRate = CMRotationRate(x: 0, y: 0, z: 0)
  /// When it was measured.
  public let timestamp: TimeInterval

  init(pitch: Double, roll: Double, yaw: Double) {
    attitude = CMAttitude(roll: roll, pitch: pitch, yaw: yaw)
    gravity = CMAcceleration(
      x: sin(roll) * cos(pitch), y: -sin(pitch), z: -cos(roll) * cos(pitch))
    timestamp = ProcessInfo.processInfo.systemUptime
    super.init()
  }
}

/// An accelerometer sample.
open class CMAccelerometerData: NSObject, @unchecked Sendable {
  /// The acceleration.
  public let acceleration: CMAcceleration

  init(acceleration: CMAcceleration) {
    self.acceleration = acceleration
    super.init()
  }
}

/// What gets motion samples.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
/// What gets accelerometer samples.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void

/// The device's motion sensors.
open class CMMotionManager: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var motionHandler: CMDeviceMotionHandler?
  private var accelerometerHandler: CMAccelerometerHandler?
  private var latest: CMDeviceMotion?
  private let sensors = MotionSensors.current

  /// Seconds between motion samples (kept; samples come when the test moves the device).
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  /// Seconds between accelerometer samples.
  open var accelerometerUpdateInterval: TimeInterval = 0.01

  /// A manager, in the device of the harness whose code makes it.
  public override init() {
    super.init()
    sensors?.add(self)
  }

  /// Whether the device has motion sensors (it has).
  open var isDeviceMotionAvailable: Bool { true }
  /// Whether it has an accelerometer (it has).
  open var isAccelerometerAvailable: Bool { true }
  /// Whether motion updates run.
  open var isDeviceMotionActive: Bool { lock.withLock { motionHandler != nil || started } }
  /// Whether accelerometer updates run.
  open var isAccelerometerActive: Bool { lock.withLock { accelerometerHandler != nil } }
  private var started = false

  /// The latest motion sample (none until the test moves the device).
  open var deviceMotion: CMDeviceMotion? { lock.withLock { latest } }
  /// The latest accelerometer sample.
  open var accelerometerData: CMAccelerometerData? {
    lock.withLock { latest.map { CMAccelerometerData(acceleration: $0.gravity) } }
  }

  /// Starts motion updates, read from `deviceMotion`.
  open func startDeviceMotionUpdates() { lock.withLock { started = true } }

  /// Starts motion updates, handed to `handler` (at once, on the caller's thread, when the test
  /// moves the device).
  open func startDeviceMotionUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) {
    lock.withLock { motionHandler = handler }
  }

  /// Stops motion updates.
  open func stopDeviceMotionUpdates() {
    lock.withLock {
      motionHandler = nil
      started = false
    }
  }

  /// Starts accelerometer updates, handed to `handler`.
  open func startAccelerometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
  ) {
    lock.withLock { accelerometerHandler = handler }
  }

  /// Stops accelerometer updates.
  open func stopAccelerometerUpdates() { lock.withLock { accelerometerHandler = nil } }

  /// Takes `sample`: kept, and handed to the running handlers. Whether any update runs.
  func receive(_ sample: CMDeviceMotion) -> Bool {
    let (motion, accelerometer, running) = lock.withLock {
      latest = sample
      return (motionHandler, accelerometerHandler, started || motionHandler != nil)
    }
    motion?(sample, nil)
    accelerometer?(CMAccelerometerData(acceleration: sample.gravity), nil)
    return running || accelerometer != nil
  }
}

/// One harness's motion sensors: the managers its code made.
final class MotionSensors: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var managers: [WeakManager] = []

  private struct WeakManager {
    weak var manager: CMMotionManager?
  }

  static var current: MotionSensors? {
    _ViewProbeRuntime.harnessState(MotionSensors.self)
  }

  func add(_ manager: CMMotionManager) {
    lock.withLock {
      managers.removeAll { $0.manager == nil }
      managers.append(WeakManager(manager: manager))
    }
  }

  var all: [CMMotionManager] { lock.withLock { managers.compactMap(\.manager) } }
}

extension ParentHarness {
  /// Turns the device to `pitch`, `roll` and `yaw` (radians): every motion manager made by this
  /// harness's code keeps the sample, and its running handlers get it at once, then one update.
  /// No updates running is a recorded issue.
  public func tiltDevice(
    pitch: Double = 0, roll: Double = 0, yaw: Double = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let sensors = _harnessState(MotionSensors.self)
    var heard = false
    _perform(sourceLocation: sourceLocation) {
      let sample = CMDeviceMotion(pitch: pitch, roll: roll, yaw: yaw)
      for manager in sensors.all where manager.receive(sample) { heard = true }
    }
    if !heard {
      _reportMisuse(
        "tiltDevice(pitch: \(pitch), roll: \(roll), yaw: \(yaw)) reached no motion updates: no "
          + "motion manager made by this harness's code is running (the app has not started "
          + "them, or has stopped)", sourceLocation: sourceLocation)
    }
  }
}
