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
  /// What is asked for: a request for `url`, or the app's own (OS 27's `init(request:…)`), whose
  /// URL is the one answered.
  let request: URLRequest?
  let content: (AsyncImagePhase) -> Content?
  @State private var phase = AsyncImagePhase.empty

  /// An image loaded from `url`; nothing is shown while it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.init(request: url.map { URLRequest(url: $0) }, show: { $0.image })
  }

  /// An image loaded with `request` (OS 27); nothing is shown while it loads.
  public init(request: URLRequest?, scale: CGFloat = 1) where Content == Image {
    self.init(request: request, show: { $0.image })
  }

  /// An image loaded with `request` (OS 27), shown by `content` once loaded, `placeholder` until
  /// then.
  public init<I: View, P: View>(
    request: URLRequest?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(request: request, show: Self.placing(content, until: placeholder))
  }

  /// An image loaded with `request` (OS 27), shown by `content` for each phase of the load.
  public init(
    request: URLRequest?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(request: request, show: { content($0) })
  }

  private init(request: URLRequest?, show: @escaping (AsyncImagePhase) -> Content?) {
    self.url = request?.url
    self.request = request
    content = show
  }

  /// What a view with a placeholder shows for a phase: the loaded image through `content`, else
  /// the placeholder.
  private static func placing<I: View, P: View>(
    _ content: @escaping (Image) -> I, until placeholder: @escaping () -> P
  ) -> (AsyncImagePhase) -> _ConditionalContent<I, P>? {
    { phase in
      if let image = phase.image {
        return _ConditionalContent(storage: .trueContent(content(image)))
      }
      return _ConditionalContent(storage: .falseContent(placeholder()))
    }
  }

  /// An image loaded from `url`, shown by `content` once loaded, `placeholder` until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(
      request: url.map { URLRequest(url: $0) }, show: Self.placing(content, until: placeholder))
  }

  /// An image loaded from `url`, shown by `content` for each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(request: url.map { URLRequest(url: $0) }, show: { content($0) })
  }

  /// What the content shows for the load's phase; the load runs when the image appears and when
  /// its URL changes.
  @MainActor
  public var body: some View {
    Group {
      if let shown = content(phase) { shown }
    }
    .task(id: request) {
      phase = .empty
      phase = Self.loadedPhase(of: request) ?? .empty
    }
  }

  /// The phase the test's answer for `request` leads to, or `nil` when it gave none.
  @MainActor
  private static func loadedPhase(of request: URLRequest?) -> AsyncImagePhase? {
    guard let request, request.url != nil, let log = ProbeContext.current.systemActions else {
      return nil
    }
    guard log.isNetworkAvailable else { return .failure(URLError(.notConnectedToInternet)) }
    guard let answer = log.state(HostedNetwork.self).answerNow(request) else {
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

nonisolated extension View {
  /// The URL session the `AsyncImage`s inside load with (OS 27): kept, inert — here every image
  /// is answered from the test's answers (`respond(to:with:)`), whatever the session.
  public func asyncImageURLSession(_ urlSession: URLSession) -> some View {
    inert("asyncImageURLSession")
  }
}
