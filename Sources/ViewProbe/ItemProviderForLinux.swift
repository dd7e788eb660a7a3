// Foundation's item provider, which Linux's Foundation lacks: what drag and drop (`onDrag`,
// `onDrop`) and the UIKit photo picker hand app code. A provider holds representations of one
// item, each a type identifier with a way to make its data (and, for an object registered as
// itself, the object). Loading calls the completion handler at once, on the caller's thread
// (Apple's calls it later, on another queue: code that hops to the main queue with
// `DispatchQueue.main.async` sees its work run once the test awaits, `await harness.settle()`).
#if !canImport(Darwin)
  import Foundation
  import UniformTypeIdentifiers

  /// A class whose instances an item provider can hand out as data.
  public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers its data can be given as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Gives the instance's data as `typeIdentifier` to `completionHandler`.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  /// A class whose instances an item provider can make from data.
  public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers it can be made from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  /// Who may see a registered representation.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Apps of the same team.
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// This process only.
    case ownProcess = 3
  }

  /// An item being dragged, dropped, picked or shared, offered as representations of types.
  open class NSItemProvider: NSObject, @unchecked Sendable {
    /// What a completion handler of `loadItem` gets.
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void

    private struct Representation {
      let typeIdentifier: String
      let object: AnyObject?
      let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    /// A name for the item, as a file name would be.
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of `object`, as each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// A provider of `item` (data, a string, a URL) as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      self.init()
      guard let item, let typeIdentifier else { return }
      let data = Self.data(of: item)
      add(typeIdentifier, object: item as AnyObject) { $0(data, nil) }
    }

    /// A provider of the file at `fileURL`, as the type of its extension; `nil` for no URL.
    public convenience init?(contentsOf fileURL: URL?) {
      guard let fileURL else { return nil }
      self.init()
      suggestedName = fileURL.deletingPathExtension().lastPathComponent
      let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? "public.data"
      add(type, object: nil) { completion in
        do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
      }
    }

    private func add(
      _ typeIdentifier: String, object: AnyObject?,
      load: @escaping (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
    ) {
      lock.withLock {
        representations.append(
          Representation(typeIdentifier: typeIdentifier, object: object, load: load))
      }
    }

    private static func data(of item: Any) -> Data? {
      switch item {
      case let data as Data: return data
      case let data as NSData: return Data(referencing: data)
      case let string as String: return Data(string.utf8)
      case let string as NSString: return Data((string as String).utf8)
      case let url as URL: return Data(url.absoluteString.utf8)
      case let url as NSURL: return Data((url as URL).absoluteString.utf8)
      default: return nil
      }
    }

    /// Offers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
    ) {
      add(typeIdentifier, object: nil) { _ = loadHandler($0) }
    }

    /// Offers `object` as each type it can be written as.
    open func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
        add(type, object: object) { completion in
          _ = object.loadData(
            withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
        }
      }
    }

    /// The types offered, in the order they were registered.
    open var registeredTypeIdentifiers: [String] {
      lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Whether a representation is of `typeIdentifier` or a subtype of it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: [typeIdentifier]) != nil
    }

    private func representation(conformingTo typeIdentifiers: [String]) -> Representation? {
      lock.withLock {
        representations.first { offered in
          typeIdentifiers.contains { Self.typeIdentifier(offered.typeIdentifier, conformsTo: $0) }
        }
      }
    }

    /// Whether the type `identifier` is `wanted` or a subtype of it.
    static func typeIdentifier(_ identifier: String, conformsTo wanted: String) -> Bool {
      guard identifier != wanted else { return true }
      guard let type = UTType(identifier), let other = UTType(wanted) else { return false }
      return type.conforms(to: other)
    }

    /// Whether an instance of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      representation(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Makes an instance of `aClass` from the first representation it reads and hands it to
    /// `completionHandler` (at once).
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      let types = aClass.readableTypeIdentifiersForItemProvider
      guard let offered = representation(conformingTo: types) else {
        completionHandler(nil, Self.cannotLoad(aClass))
        return Progress(totalUnitCount: 1)
      }
      if let object = offered.object, Swift.type(of: object) == aClass {
        completionHandler(object as? any NSItemProviderReading, nil)
        return Progress(totalUnitCount: 1)
      }
      // The handler runs at once, on this thread: the class never crosses to another.
      nonisolated(unsafe) let reading = aClass
      let typeIdentifier = offered.typeIdentifier
      offered.load { data, error in
        guard let data else { return completionHandler(nil, error ?? Self.cannotLoad(reading)) }
        do {
          completionHandler(
            try reading.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
        } catch {
          completionHandler(nil, error)
        }
      }
      return Progress(totalUnitCount: 1)
    }

    /// Whether a `T` (`String`, `URL`) can be made from a representation.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
      canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes a `T` (`String`, `URL`) from the first representation it reads and hands it to
    /// `completionHandler` (at once).
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(
      ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading & SendableMetatype {
      loadObject(ofClass: T._ObjectiveCType.self) { object, error in
        let bridged = (object as? T._ObjectiveCType).map {
          T._unconditionallyBridgeFromObjectiveC($0)
        }
        completionHandler(bridged, error)
      }
    }

    /// Hands the data of the first representation of (or conforming to) `typeIdentifier` to
    /// `completionHandler` (at once).
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      guard let offered = representation(conformingTo: [typeIdentifier]) else {
        completionHandler(nil, Self.cannotLoad(typeIdentifier))
        return Progress(totalUnitCount: 1)
      }
      offered.load(completionHandler)
      return Progress(totalUnitCount: 1)
    }

    /// Hands the item of (or conforming to) `typeIdentifier` to `completionHandler` (at once):
    /// the object registered, or its data.
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: CompletionHandler? = nil
    ) {
      guard let offered = representation(conformingTo: [typeIdentifier]) else {
        completionHandler?(nil, Self.cannotLoad(typeIdentifier))
        return
      }
      if let coded = offered.object as? any NSSecureCoding {
        completionHandler?(coded, nil)
        return
      }
      nonisolated(unsafe) let handler = completionHandler
      offered.load { data, error in handler?(data.map { NSData(data: $0) }, error) }
    }

    private static func cannotLoad(_ wanted: Any) -> any Error {
      NSError(
        domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
        userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(wanted)"])
    }
  }

  extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text, UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text", "public.plain-text"]
    }

    /// Plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }

    /// The string as UTF-8.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data((self as String).utf8), nil)
      return nil
    }

    /// A string from UTF-8 data.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard Self.self == NSString.self, let string = String(data: data, encoding: .utf8) else {
        throw CocoaError(.coderReadCorrupt)
      }
      return unsafeDowncast(NSString(string: string), to: Self.self)
    }
  }

  extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A URL, or a file's URL.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      ["public.url", "public.file-url"]
    }

    /// The URL's string as UTF-8.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data((self as URL).absoluteString.utf8), nil)
      return nil
    }

    /// A URL from its string as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard Self.self == NSURL.self, let string = String(data: data, encoding: .utf8),
        let url = NSURL(string: string)
      else { throw CocoaError(.coderReadCorrupt) }
      return unsafeDowncast(url, to: Self.self)
    }
  }

  #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    extension UIImage: NSItemProviderWriting, NSItemProviderReading {
      /// An image, as PNG.
      public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

      /// Any image.
      public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.image", "public.png", "public.jpeg", "public.heic"]
      }

      /// The image's data.
      public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler:
          @escaping @Sendable (Data?, (any Error)?) -> Void
      ) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
      }

      /// An image from its data (nothing is decoded: see `UIImage(data:)`).
      public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
        -> UIImage
      {
        guard let image = UIImage(data: data) else { throw CocoaError(.coderReadCorrupt) }
        return image
      }
    }
  #endif
#endif
