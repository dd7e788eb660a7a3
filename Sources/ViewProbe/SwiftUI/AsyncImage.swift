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

/// An image loaded from a URL. ViewProbe loads nothing (tests reach no network): an `AsyncImage`
/// stays in its `.empty` phase, so its placeholder (or what its content shows for `.empty`) is
/// what is in the tree.
nonisolated public struct AsyncImage<Content: View>: View {
  /// The URL.
  public let url: URL?
  let content: (AsyncImagePhase) -> Content?

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

  /// A primitive view: the graph shows the `.empty` phase.
  @MainActor
  public var body: Never { primitiveBody("AsyncImage") }
}

extension AsyncImage: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    if let shown = content(.empty) {
      children.append(shown, key: .content)
    }
  }
}
