// The camera, as apps use it to scan codes: a capture session with the back camera as input and
// a metadata output whose delegate hears the codes the camera sees. The device has a camera the
// user has allowed; it sees nothing until a test shows it a code with
// `await harness.showToCamera("https://example.com")`, which every running session made by that
// harness's code hears, on its metadata outputs that look for the code's type.
@_exported import AudioToolbox
import Foundation
import Testing
import ViewProbe

/// A kind of media.
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
  /// The kind's name.
  public let rawValue: String
  /// A kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Video.
  public static let video = AVMediaType(rawValue: "vide")
  /// Audio.
  public static let audio = AVMediaType(rawValue: "soun")
  /// Metadata.
  public static let metadata = AVMediaType(rawValue: "meta")
}

/// Whether the user allows the app a capture device.
public enum AVAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Restricted by the device's owner.
  case restricted
  /// Denied.
  case denied
  /// Allowed.
  case authorized
}

/// A camera or microphone.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  /// The kinds of device.
  public struct DeviceType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The wide-angle camera.
    public static let builtInWideAngleCamera = DeviceType(rawValue: "WideAngleCamera")
    /// The ultra-wide camera.
    public static let builtInUltraWideCamera = DeviceType(rawValue: "UltraWideCamera")
    /// The telephoto camera.
    public static let builtInTelephotoCamera = DeviceType(rawValue: "TelephotoCamera")
    /// The dual camera.
    public static let builtInDualCamera = DeviceType(rawValue: "DualCamera")
    /// The microphone.
    public static let microphone = DeviceType(rawValue: "Microphone")
  }

  /// Where a camera faces.
  public enum Position: Int, Sendable {
    /// Not known.
    case unspecified
    /// Away from the user.
    case back
    /// Towards the user.
    case front
  }

  /// The torch's modes.
  public enum TorchMode: Int, Sendable {
    /// Off.
    case off
    /// On.
    case on
    /// As the light needs.
    case auto
  }

  /// What it captures.
  public let mediaType: AVMediaType
  /// Where it faces.
  public let position: Position
  /// Its name.
  public let localizedName: String
  /// The torch's mode.
  open var torchMode = TorchMode.off

  init(mediaType: AVMediaType, position: Position, name: String) {
    self.mediaType = mediaType
    self.position = position
    localizedName = name
    super.init()
  }

  /// Whether it has a torch (the back camera does).
  open var hasTorch: Bool { mediaType == .video && position != .front }
  /// Whether its torch can be used now.
  open var isTorchAvailable: Bool { hasTorch }

  /// The default device for `mediaType`: the back camera, or the microphone.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
    switch mediaType {
    case .video: AVCaptureDevice(mediaType: .video, position: .back, name: "Back Camera")
    case .audio:
      AVCaptureDevice(mediaType: .audio, position: .unspecified, name: "iPhone Microphone")
    default: nil
    }
  }

  /// The device of `deviceType` facing `position`.
  open class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? {
    if deviceType == .microphone { return self.default(for: .audio) }
    let name = position == .front ? "Front Camera" : "Back Camera"
    return AVCaptureDevice(
      mediaType: .video, position: position == .unspecified ? .back : position, name: name)
  }

  /// Whether the user allows the app `mediaType`: the user has allowed the camera and the
  /// microphone.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    .authorized
  }

  /// Asks the user for `mediaType`: allowed.
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    handler(true)
  }

  /// Asks the user for `mediaType`: allowed.
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool { true }

  /// Takes the device for configuring.
  open func lockForConfiguration() throws {}
  /// Gives the device back.
  open func unlockForConfiguration() {}
}

/// Where a session's data comes from.
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A capture device as a session's input.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  /// The device.
  public let device: AVCaptureDevice

  /// An input of `device`.
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// A connection between a session's input and output.
open class AVCaptureConnection: NSObject, @unchecked Sendable {}

/// Where a session's data goes.
open class AVCaptureOutput: NSObject, @unchecked Sendable {}

/// Something a camera recognized in a frame.
open class AVMetadataObject: NSObject, @unchecked Sendable {
  /// The kinds of thing.
  public struct ObjectType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A QR code.
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    /// An EAN-8 barcode.
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    /// An EAN-13 barcode.
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    /// A UPC-E barcode.
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    /// A Code 39 barcode.
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    /// A Code 128 barcode.
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    /// A PDF417 code.
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    /// An Aztec code.
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    /// A Data Matrix code.
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    /// A face.
    public static let face = ObjectType(rawValue: "face")
  }

  /// Its kind.
  public let type: ObjectType
  /// Where it is in the frame.
  public let bounds: CGRect

  init(type: ObjectType) {
    self.type = type
    bounds = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    super.init()
  }
}

/// A barcode or QR code a camera read.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  /// What the code says.
  public let stringValue: String?

  init(type: ObjectType, stringValue: String) {
    self.stringValue = stringValue
    super.init(type: type)
  }

  /// Its corners in the frame.
  public var corners: [CGPoint] {
    [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
    ]
  }
}

/// What a metadata output tells its delegate.
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
  /// The camera recognized `metadataObjects`.
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  /// Does nothing unless you implement it.
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

/// An output that recognizes codes in the camera's frames.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  private let lock = NSLock()
  private weak var delegateObject: (any AVCaptureMetadataOutputObjectsDelegate)?
  private var delegateQueue: DispatchQueue?
  private var types: [AVMetadataObject.ObjectType] = []
  fileprivate var isInSession = false

  /// An output.
  public override init() { super.init() }

  /// The kinds it looks for.
  open var metadataObjectTypes: [AVMetadataObject.ObjectType]! {
    get { lock.withLock { types } }
    set { lock.withLock { types = newValue ?? [] } }
  }

  /// The kinds it can look for (every code, once in a session with a camera).
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
    lock.withLock { isInSession }
      ? [.qr, .ean8, .ean13, .upce, .code39, .code128, .pdf417, .aztec, .dataMatrix, .face] : []
  }

  /// The part of the frame it looks in.
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// The delegate.
  open var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)? {
    lock.withLock { delegateObject }
  }
  /// The queue the delegate hears on.
  open var metadataObjectsCallbackQueue: DispatchQueue? { lock.withLock { delegateQueue } }

  /// Sets who hears the codes, and on which queue.
  open func setMetadataObjectsDelegate(
    _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?,
    queue objectsCallbackQueue: DispatchQueue?
  ) {
    lock.withLock {
      delegateObject = objectsDelegate
      delegateQueue = objectsCallbackQueue
    }
  }

  /// Tells the delegate of `code`, when this output looks for its kind.
  func see(_ code: AVMetadataMachineReadableCodeObject) -> Bool {
    guard metadataObjectTypes.contains(code.type), let delegate = metadataObjectsDelegate else {
      return false
    }
    delegate.metadataOutput(self, didOutput: [code], from: AVCaptureConnection())
    return true
  }
}

/// A capture session: inputs to outputs. It belongs to the harness whose code made it; while it
/// runs, what a test shows the camera reaches its metadata outputs.
open class AVCaptureSession: NSObject, @unchecked Sendable {
  /// The quality of a session's output.
  public struct Preset: Hashable, Sendable, RawRepresentable {
    /// The preset's name.
    public let rawValue: String
    /// A preset.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// High quality.
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    /// Medium quality.
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    /// Low quality.
    public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    /// Photos.
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
  }

  private let lock = NSLock()
  private var running = false
  private var sessionInputs: [AVCaptureInput] = []
  private var sessionOutputs: [AVCaptureOutput] = []
  /// The quality of its output.
  open var sessionPreset = Preset.high

  /// A session, in the camera of the harness whose code makes it.
  public override init() {
    super.init()
    _ViewProbeRuntime.harnessState(Camera.self)?.add(self)
  }

  /// Whether it runs.
  open var isRunning: Bool { lock.withLock { running } }
  /// Its inputs.
  open var inputs: [AVCaptureInput] { lock.withLock { sessionInputs } }
  /// Its outputs.
  open var outputs: [AVCaptureOutput] { lock.withLock { sessionOutputs } }

  /// Whether `input` can be added (an input of a device not yet added).
  open func canAddInput(_ input: AVCaptureInput) -> Bool {
    lock.withLock { !sessionInputs.contains { $0 === input } }
  }
  /// Adds `input`.
  open func addInput(_ input: AVCaptureInput) {
    lock.withLock { sessionInputs.append(input) }
  }
  /// Removes `input`.
  open func removeInput(_ input: AVCaptureInput) {
    lock.withLock { sessionInputs.removeAll { $0 === input } }
  }
  /// Whether `output` can be added.
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool {
    lock.withLock { !sessionOutputs.contains { $0 === output } }
  }
  /// Adds `output`.
  open func addOutput(_ output: AVCaptureOutput) {
    lock.withLock { sessionOutputs.append(output) }
    (output as? AVCaptureMetadataOutput)?.markInSession()
  }
  /// Removes `output`.
  open func removeOutput(_ output: AVCaptureOutput) {
    lock.withLock { sessionOutputs.removeAll { $0 === output } }
  }
  /// Starts a batch of configuration changes.
  open func beginConfiguration() {}
  /// Commits a batch of configuration changes.
  open func commitConfiguration() {}
  /// Starts running: the camera's frames flow.
  open func startRunning() { lock.withLock { running = true } }
  /// Stops running.
  open func stopRunning() { lock.withLock { running = false } }

  /// Shows `code` to the session's camera: its metadata outputs that look for the code's kind
  /// hear it. Whether one did.
  func see(_ code: AVMetadataMachineReadableCodeObject) -> Bool {
    guard isRunning,
      inputs.contains(where: { ($0 as? AVCaptureDeviceInput)?.device.mediaType == .video })
    else { return false }
    var heard = false
    for output in outputs.compactMap({ $0 as? AVCaptureMetadataOutput }) where output.see(code) {
      heard = true
    }
    return heard
  }
}

extension AVCaptureMetadataOutput {
  fileprivate func markInSession() { lock.withLock { isInSession = true } }
}

/// A layer that shows a session's camera (nothing is drawn).
open class AVCaptureVideoPreviewLayer: CALayer {
  /// How the video fills the layer.
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  /// The session it shows.
  open var session: AVCaptureSession?

  /// A layer showing `session`.
  public init(session: AVCaptureSession) {
    self.session = session
    super.init()
  }

  /// A layer showing no session.
  public override init() { super.init() }
}

/// How video fills a layer.
public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
  /// The gravity's name.
  public let rawValue: String
  /// A gravity.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Fit, keeping the aspect ratio.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Fill, keeping the aspect ratio.
  public static let resizeAspectFill = AVLayerVideoGravity(
    rawValue: "AVLayerVideoGravityResizeAspectFill")
  /// Stretch to fill.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// One harness's camera: the sessions its code made.
final class Camera: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var sessions: [Weak] = []

  private struct Weak {
    weak var session: AVCaptureSession?
  }

  func add(_ session: AVCaptureSession) {
    lock.withLock {
      sessions.removeAll { $0.session == nil }
      sessions.append(Weak(session: session))
    }
  }

  var runningSessions: [AVCaptureSession] {
    lock.withLock { sessions.compactMap(\.session).filter(\.isRunning) }
  }
}

extension ParentHarness {
  /// Shows `code` (a QR code unless `type` says otherwise) to the camera: every running capture
  /// session made by this harness's code hears it on its metadata outputs that look for that
  /// kind, then one update. A session started on another queue may still be starting: this
  /// waits up to `timeout` for one to run. None running, or none looking for the kind, is a
  /// recorded issue.
  public func showToCamera(
    _ code: String, type: AVMetadataObject.ObjectType = .qr, timeout: Duration = .seconds(2),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let camera = _harnessState(Camera.self)
    let deadline = ContinuousClock.now.advanced(by: timeout)
    await settle(sourceLocation: sourceLocation)
    while camera.runningSessions.isEmpty, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    let sessions = camera.runningSessions
    guard !sessions.isEmpty else {
      return _reportMisuse(
        "showToCamera(\"\(code)\") reached no camera: no capture session made by this harness's "
          + "code is running (the app has not started scanning, or has stopped)",
        sourceLocation: sourceLocation)
    }
    var heard = false
    _perform(sourceLocation: sourceLocation) {
      let seen = AVMetadataMachineReadableCodeObject(type: type, stringValue: code)
      for session in sessions where session.see(seen) { heard = true }
    }
    if !heard {
      _reportMisuse(
        "showToCamera(\"\(code)\") found running capture sessions, but no metadata output with a "
          + "delegate looks for \(type.rawValue) codes", sourceLocation: sourceLocation)
    }
  }
}
