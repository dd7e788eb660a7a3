/// Where an `AsyncImage`'s load stands.
public enum AsyncImagePhase: Sendable {
  /// Nothing loaded yet.
  case empty
  /// The image loaded.
  case success(Image)
  /// The load failed.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The load's error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL, from the test's answers (`ParentHarness.respond(to:with:)`) as the
/// hosted app's requests are: it shows its `.empty` phase (the placeholder) until then, and when
/// it appears — again when its URL changes — it asks for its image: data answered becomes
/// `.success`, a failure, an error status or no connection `.failure`. A URL the test did not
/// answer leaves it `.empty`, quietly: most tests do not care for pictures.
nonisolated public struct AsyncImage<Content: View>: View {
  /// The URL.
  public let url: URL?
  let content: (AsyncImagePhase) -> Content?
  @State private var phase = AsyncImagePhase.empty

  /// An image loaded from `url`; nothing is shown while it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    content = { $0.image }
  }

  /// An image loaded from `url`, shown by `content` once loaded, `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.content = { phase in
      if let image = phase.image {
        return _ConditionalContent(storage: .trueContent(content(image)))
      }
      return _ConditionalContent(storage: .falseContent(placeholder()))
    }
  }

  /// An image loaded from `url`, shown by `content` for each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = { content($0) }
  }

  /// What the content shows for the load's phase; the load runs when the image appears and when
  /// its URL changes.
  @MainActor
  public var body: some View {
    Group {
      if let shown = content(phase) { shown }
    }
    .task(id: url) {
      phase = .empty
      phase = Self.loadedPhase(of: url) ?? .empty
    }
  }

  /// The phase the test's answer for `url` leads to, or `nil` when it gave none.
  @MainActor
  private static func loadedPhase(of url: URL?) -> AsyncImagePhase? {
    guard let url, let log = ProbeContext.current.systemActions else { return nil }
    guard log.isNetworkAvailable else { return .failure(URLError(.notConnectedToInternet)) }
    guard let answer = log.state(HostedNetwork.self).answerNow(URLRequest(url: url)) else {
      return nil
    }
    switch answer.outcome {
    case .waiting:
      return nil
    case .failure(let error):
      return .failure(error)
    case .response(let status, _, let body):
      guard (200..<300).contains(status) else { return .failure(URLError(.badServerResponse)) }
      guard let image = image(from: body) else {
        return .failure(URLError(.cannotDecodeContentData))
      }
      return .success(image)
    }
  }

  /// The image of downloaded data: named by its size and digest, as `Image(uiImage:)` names one
  /// (`nil` for no data).
  private static func image(from data: Data) -> Image? {
    #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
      UIImage(data: data).map(Image.init(uiImage:))
    #else
      data.isEmpty ? nil : Image("data: \(data.count) bytes")
    #endif
  }
}
