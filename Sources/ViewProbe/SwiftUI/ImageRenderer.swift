/// Makes images of SwiftUI views (`ImageRenderer(content: certificate).uiImage`, to share or
/// save). There are no pixels: the content is built once, apart from any harness (its `onAppear`
/// actions and tasks do not run), and the image is named by the content's type and the texts it
/// shows — `ImageRenderer of Certificate: “Ada Lovelace”, “Level 3”` — so a test reads what an
/// exported image says. Its size is the proposed size times `scale` (zero where the proposal
/// leaves a dimension unspecified: nothing is laid out).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// Sends before the content, and so the image, changes.
  public let objectWillChange = ObservableObjectPublisher()

  /// The view it renders.
  public var content: Content {
    willSet { objectWillChange.send() }
  }
  /// Pixels per point (1 unless set).
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send() }
  }
  /// The size proposed to the content.
  public var proposedSize = ProposedViewSize.unspecified {
    willSet { objectWillChange.send() }
  }
  /// Whether the image has no transparency.
  public var isOpaque = false
  /// How colours are rendered.
  public var colorMode = ColorRenderingMode.nonLinear

  /// A renderer of `view`.
  public init(content view: Content) { content = view }

  /// What the image is named: the content's type and the texts on top of it.
  var renderedDescription: String {
    var context = ProbeContext.current
    let graph = ViewGraph(profile: context.profile)
    context.tracker = graph.tracker
    graph.onIssue = { message, _ in
      ViewProbe.reportMisuse("ImageRenderer of \(Content.self): \(message)", at: .unknown)
    }
    let texts = ProbeContext.$current.withValue(context) {
      graph.mount(content)
      return graph.root?.visibleTexts ?? []
    }
    let name = "ImageRenderer of \(_typeName(Content.self, qualified: false))"
    return texts.isEmpty ? name : name + ": " + texts.map { "“\($0)”" }.joined(separator: ", ")
  }

  /// The size of the image in pixels.
  var pixelSize: (width: Int, height: Int) {
    func pixels(_ points: CGFloat?) -> Int {
      guard let points, points.isFinite, points > 0 else { return 0 }
      return Int((points * scale).rounded())
    }
    return (pixels(proposedSize.width), pixels(proposedSize.height))
  }
}

#if !canImport(Darwin)
  extension ImageRenderer {
    /// The content as a Core Graphics image (its description and size; no pixels).
    public var cgImage: CGImage? {
      let size = pixelSize
      return CGImage(
        _viewProbeDescription: renderedDescription, width: size.width, height: size.height)
    }
  }
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS) && !canImport(Darwin)
  extension ImageRenderer {
    /// The content as a UIKit image.
    public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0) } }
  }
#endif
