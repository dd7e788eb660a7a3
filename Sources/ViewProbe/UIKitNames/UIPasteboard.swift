#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's pasteboard, for "Copy" buttons (`UIPasteboard.general.string = code`). On a device
  /// there is one general pasteboard; here each test has its own (outside a test, the process
  /// has one), so tests running in parallel never see each other's copies. A test reads what
  /// was copied from `UIPasteboard.general`.
  public final class UIPasteboard: @unchecked Sendable {
    private static let boards = PerTestStore { UIPasteboard() }

    /// The general pasteboard: the current test's.
    public static var general: UIPasteboard { boards.withCurrent { $0 } }

    private let lock = NSLock()
    private var items: [Any] = []

    /// The first string, or `nil`; setting it replaces the contents.
    public var string: String? {
      get { strings?.first }
      set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The strings, or `nil` when there are none; setting it replaces the contents.
    public var strings: [String]? {
      get { values(String.self) }
      set { replace(with: newValue ?? []) }
    }

    /// The first URL, or `nil`; setting it replaces the contents.
    public var url: URL? {
      get { urls?.first }
      set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The URLs, or `nil` when there are none; setting it replaces the contents.
    public var urls: [URL]? {
      get { values(URL.self) }
      set { replace(with: newValue ?? []) }
    }

    /// The first image, or `nil`; setting it replaces the contents.
    public var image: UIImage? {
      get { images?.first }
      set { replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The images, or `nil` when there are none; setting it replaces the contents.
    public var images: [UIImage]? {
      get { values(UIImage.self) }
      set { replace(with: newValue ?? []) }
    }

    /// Whether it holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether it holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether it holds an image.
    public var hasImages: Bool { images != nil }
    /// How many items it holds.
    public var numberOfItems: Int { lock.withLock { items.count } }

    private func replace(with values: [Any]) { lock.withLock { items = values } }

    private func values<T>(_ type: T.Type) -> [T]? {
      let found = lock.withLock { items.compactMap { $0 as? T } }
      return found.isEmpty ? nil : found
    }
  }

#endif
