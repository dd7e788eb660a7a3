// The user's photo library as each harness's device keeps it: what is in it, how the user
// answers the app's prompts for it, and what the app may see. UIKit's
// `UIImageWriteToSavedPhotosAlbum` and the `Photos` stand-in both reach it.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// How the user answers the photo library's prompts (ViewProbe's).
  public enum PhotoLibraryAnswer: Sendable, Equatable {
    /// "Allow Full Access" (and "Allow" when the app asks only to add photos).
    case allowFullAccess
    /// "Limit Access…", choosing these items (their `localIdentifier`s, as
    /// `addPhotoLibraryPhotos(_:)` returned them); asked only to add, the user allows.
    case limitAccess(to: Set<String>)
    /// "Don't Allow".
    case dontAllow
  }

  /// A prompt the app showed for the photo library.
  public enum PhotoLibraryPrompt: Sendable, Equatable {
    /// To add photos only (`PHAccessLevel.addOnly`, `UIImageWriteToSavedPhotosAlbum`).
    case addOnly
    /// To read and write the library (`PHAccessLevel.readWrite`).
    case readWrite
  }

  /// One item of a harness's photo library: for the `Photos` stand-in, not for app code.
  public struct _PhotoLibraryItem: Sendable {
    /// Its identifier in the library (`PHAsset.localIdentifier`).
    public let identifier: String
    /// The image, for a photo.
    public let image: UIImage?
    /// Whether it is a video.
    public let isVideo: Bool
    /// When it was taken (when it was added, unless the app said).
    public let creationDate: Date
    /// Whether it is a favourite.
    public let isFavorite: Bool
    /// Whether the app added it.
    public let addedByApp: Bool

    /// An item; `creationDate` defaults to now.
    public init(
      identifier: String = _PhotoLibraryDevice.newIdentifier(), image: UIImage?,
      isVideo: Bool = false, creationDate: Date? = nil, isFavorite: Bool = false,
      addedByApp: Bool
    ) {
      self.identifier = identifier
      self.image = image
      self.isVideo = isVideo
      self.creationDate = creationDate ?? Date()
      self.isFavorite = isFavorite
      self.addedByApp = addedByApp
    }
  }

  /// A harness's photo library and the app's access to it: for the `Photos` stand-in, not for
  /// app code. Statuses are `PHAuthorizationStatus` raw values.
  public final class _PhotoLibraryDevice: _HarnessState, @unchecked Sendable {
    /// `PHAuthorizationStatus`'s raw values.
    public enum Status {
      /// Not asked yet.
      public static let notDetermined = 0
      /// The user said no.
      public static let denied = 2
      /// Allowed.
      public static let authorized = 3
      /// Allowed for the items the user chose.
      public static let limited = 4
    }

    private let lock = NSLock()
    private var answer = PhotoLibraryAnswer.allowFullAccess
    private var addStatus = Status.notDetermined
    private var readWriteStatus = Status.notDetermined
    private var shared: Set<String> = []
    private var items: [_PhotoLibraryItem] = []
    private var shownPrompts: [PhotoLibraryPrompt] = []

    /// An empty library nobody asked about.
    public required init() {}

    /// The library of the harness whose code runs now; `nil` outside a harness.
    public static var current: _PhotoLibraryDevice? {
      _ViewProbeRuntime.harnessState(_PhotoLibraryDevice.self)
    }

    func setAnswer(_ answer: PhotoLibraryAnswer) { lock.withLock { self.answer = answer } }

    /// The app's status for `level`, without asking.
    public func status(_ level: PhotoLibraryPrompt) -> Int {
      lock.withLock { level == .addOnly ? addStatus : readWriteStatus }
    }

    /// The app's status for `level`, asking the user first when nobody has: full access implies
    /// adding; a "Don't Allow" to full access denies adding too (the library's one setting, None).
    public func request(_ level: PhotoLibraryPrompt) -> Int {
      lock.withLock {
        switch level {
        case .addOnly:
          guard addStatus == Status.notDetermined else { return addStatus }
          shownPrompts.append(.addOnly)
          addStatus = answer == .dontAllow ? Status.denied : Status.authorized
          return addStatus
        case .readWrite:
          guard readWriteStatus == Status.notDetermined else { return readWriteStatus }
          shownPrompts.append(.readWrite)
          switch answer {
          case .allowFullAccess:
            (readWriteStatus, addStatus) = (Status.authorized, Status.authorized)
          case .limitAccess(let chosen):
            (readWriteStatus, addStatus) = (Status.limited, Status.authorized)
            shared = chosen
          case .dontAllow: (readWriteStatus, addStatus) = (Status.denied, Status.denied)
          }
          return readWriteStatus
        }
      }
    }

    /// The prompts the app showed, in order.
    var prompts: [PhotoLibraryPrompt] { lock.withLock { shownPrompts } }

    /// Every item, the app's additions included.
    public var allItems: [_PhotoLibraryItem] { lock.withLock { items } }

    /// The items the app may read: all with full access; with limited access those the user
    /// chose and those the app added; none otherwise.
    public var visibleItems: [_PhotoLibraryItem] {
      lock.withLock {
        switch readWriteStatus {
        case Status.authorized: return items
        case Status.limited: return items.filter { shared.contains($0.identifier) || $0.addedByApp }
        default: return []
        }
      }
    }

    /// A new item identifier, in Photos' form.
    public static func newIdentifier() -> String { UUID().uuidString + "/L0/001" }

    /// Adds items to the library.
    public func add(_ newItems: [_PhotoLibraryItem]) { lock.withLock { items += newItems } }
  }

  extension ParentHarness {
    private var photoLibrary: _PhotoLibraryDevice { _harnessState(_PhotoLibraryDevice.self) }

    /// How the user answers the app's photo library prompts (full access unless set).
    public func setPhotoLibraryAccess(_ answer: PhotoLibraryAnswer) {
      photoLibrary.setAnswer(answer)
    }

    /// Puts `images` in the device's photo library, as the user had them; returns their
    /// identifiers (for `.limitAccess(to:)`).
    @discardableResult
    public func addPhotoLibraryPhotos(_ images: [UIImage]) -> [String] {
      let items = images.map { _PhotoLibraryItem(image: $0, addedByApp: false) }
      photoLibrary.add(items)
      return items.map(\.identifier)
    }

    /// The photo library prompts the app showed, in order (each shows once).
    public var photoLibraryPrompts: [PhotoLibraryPrompt] { photoLibrary.prompts }
  }
#endif
