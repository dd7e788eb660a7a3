#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// What a drawing block draws: the operations, in order, as words. There are no pixels: an
  /// image drawn by a renderer is named by what was drawn into it —
  /// `drawn 100 × 100: fill systemRed (0, 0, 100, 100); text “Ada” at (10, 10)` — so a test reads
  /// what an exported card says.
  final class DrawingRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [String] = []
    private var fillColor = "black"
    private var strokeColor = "black"

    @TaskLocal static var current: DrawingRecord?

    func note(_ step: String) { lock.withLock { steps.append(step) } }
    func setFill(_ color: String) { lock.withLock { fillColor = color } }
    func setStroke(_ color: String) { lock.withLock { strokeColor = color } }
    var fill: String { lock.withLock { fillColor } }
    var stroke: String { lock.withLock { strokeColor } }
    var operations: [String] { lock.withLock { steps } }
  }

  /// `(x, y, width, height)`, with whole numbers written without decimals.
  func drawnPosition(_ rect: CGRect) -> String {
    "(\(drawnNumber(rect.minX)), \(drawnNumber(rect.minY)), \(drawnNumber(rect.width)), \(drawnNumber(rect.height)))"
  }

  /// `(x, y)`.
  func drawnPosition(_ point: CGPoint) -> String {
    "(\(drawnNumber(point.x)), \(drawnNumber(point.y)))"
  }

  func drawnNumber(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// How a renderer's images are made.
  @preconcurrency @MainActor
  open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the screen's, 3).
    open var scale: CGFloat = 3
    /// Whether the image has no transparency.
    open var opaque = false

    /// The default format (the screen's scale).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  }

  /// What a renderer's drawing block is given.
  @preconcurrency @MainActor
  open class UIGraphicsImageRendererContext: NSObject {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let record: DrawingRecord
    let size: CGSize

    init(format: UIGraphicsImageRendererFormat, record: DrawingRecord, size: CGSize) {
      self.format = format
      self.record = record
      self.size = size
      super.init()
    }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { record.note("fill \(record.fill) \(drawnPosition(rect))") }
    /// Strokes `rect` with the stroke colour.
    open func stroke(_ rect: CGRect) {
      record.note("stroke \(record.stroke) \(drawnPosition(rect))")
    }
    /// Clips to `rect`.
    open func clip(to rect: CGRect) { record.note("clip \(drawnPosition(rect))") }
    /// What was drawn so far, as an image.
    open var currentImage: UIImage { UIGraphicsImageRenderer.image(of: record, size: size) }
  }

  /// Draws images (`renderer.image { context in … }`): the drawing block runs, and the image is
  /// named by what it drew (see `DrawingRecord`).
  @preconcurrency @MainActor
  open class UIGraphicsImageRenderer: NSObject {
    /// The images' format.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    /// A renderer of images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.size = size
      self.format = format
      super.init()
    }

    /// A renderer of images of `size` points, at the screen's scale.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of images of `bounds`.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
      self.init(size: bounds.size, format: format)
    }
    /// A renderer of images of `bounds`, at the screen's scale.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size, format: .default()) }

    /// Runs `actions` and returns the image they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let record = DrawingRecord()
      DrawingRecord.$current.withValue(record) {
        actions(UIGraphicsImageRendererContext(format: format, record: record, size: size))
      }
      return Self.image(of: record, size: size)
    }

    /// Runs `actions` and returns the image they drew, as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image they drew, as JPEG data.
    open func jpegData(
      withCompressionQuality compressionQuality: CGFloat,
      actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
      image(actions: actions).pngData() ?? Data()
    }

    static func image(of record: DrawingRecord, size: CGSize) -> UIImage {
      let name = "drawn \(drawnNumber(size.width)) × \(drawnNumber(size.height))"
      let steps = record.operations
      let text = steps.isEmpty ? name : name + ": " + steps.joined(separator: "; ")
      return UIImage(description: text, data: Data(text.utf8))
    }
  }

  extension UIColor {
    /// Makes this the colour fills draw with.
    public func setFill() { DrawingRecord.current?.setFill(description) }
    /// Makes this the colour strokes draw with.
    public func setStroke() { DrawingRecord.current?.setStroke(description) }
    /// Makes this the colour fills and strokes draw with.
    public func set() {
      setFill()
      setStroke()
    }
  }

  extension UIImage {
    /// Draws the image in `rect`.
    public func draw(in rect: CGRect) {
      DrawingRecord.current?.note("image \(description) \(drawnPosition(rect))")
    }
    /// Draws the image at `point`.
    public func draw(at point: CGPoint) {
      DrawingRecord.current?.note("image \(description) at \(drawnPosition(point))")
    }
    /// A smaller copy (here: the same image).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
    /// A smaller copy (here: the same image).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
  }

  extension NSString {
    /// Draws the string at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil)
    {
      DrawingRecord.current?.note("text “\(self)” at \(drawnPosition(point))")
    }
    /// Draws the string in `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      DrawingRecord.current?.note("text “\(self)” in \(drawnPosition(rect))")
    }
  }

  extension NSAttributedString {
    /// Draws the string at `point`.
    public func draw(at point: CGPoint) {
      DrawingRecord.current?.note("text “\(string)” at \(drawnPosition(point))")
    }
    /// Draws the string in `rect`.
    public func draw(in rect: CGRect) {
      DrawingRecord.current?.note("text “\(string)” in \(drawnPosition(rect))")
    }
  }

  /// A path to fill or stroke.
  @preconcurrency @MainActor
  open class UIBezierPath: NSObject {
    private var shape: String
    /// The width of its stroke.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {
      shape = "path"
      super.init()
    }
    /// A rectangle.
    public init(rect: CGRect) {
      shape = "rect \(drawnPosition(rect))"
      super.init()
    }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      shape = "rounded rect \(drawnPosition(rect))"
      super.init()
    }
    /// An oval in `rect`.
    public init(ovalIn rect: CGRect) {
      shape = "oval \(drawnPosition(rect))"
      super.init()
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { shape += " from \(drawnPosition(point))" }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { shape += " to \(drawnPosition(point))" }
    /// Closes the subpath.
    open func close() { shape += " closed" }
    /// Fills it with the fill colour.
    open func fill() {
      DrawingRecord.current.map { $0.note("fill \($0.fill) \(shape)") }
    }
    /// Strokes it with the stroke colour.
    open func stroke() {
      DrawingRecord.current.map { $0.note("stroke \($0.stroke) \(shape)") }
    }
  }

  extension UIApplication {
    /// Whether the app is in front and active.
    public enum State: Int, Sendable {
      /// In front, taking events.
      case active
      /// In front, not taking events.
      case inactive
      /// In the background.
      case background
    }

    /// The app's state, as the harness's scene phase says (`setScenePhase(_:)`; active unless
    /// set).
    public var applicationState: State {
      switch _ViewProbeRuntime.scenePhase {
      case .active: .active
      case .inactive: .inactive
      case .background: .background
      }
    }
  }

  extension UIView {
    /// Whether `UIView.animate` animates (nothing animates here).
    public static var areAnimationsEnabled: Bool { true }
    /// Turns animations on or off (nothing animates here).
    public static func setAnimationsEnabled(_ enabled: Bool) {}
    /// Runs `actionsWithoutAnimation` at once.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      actionsWithoutAnimation()
    }
  }

  extension UIScreen {
    /// The screen's rectangle in pixels (1170 × 2532).
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
    /// Pixels per point of the hardware.
    public var nativeScale: CGFloat { 3 }
  }

  extension UIDevice {
    /// The identifier of the app's vendor on this device (one, fixed).
    public var identifierForVendor: UUID? {
      UUID(uuidString: "00000000-0000-4000-8000-000000000001")
    }
  }
#endif
