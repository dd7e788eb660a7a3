#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// What a navigation controller tells its delegate.
  @preconcurrency @MainActor
  public protocol UINavigationControllerDelegate: NSObjectProtocol {}

  /// A stack of view controllers.
  open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// Its delegate.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Its navigation bar.
    open private(set) lazy var navigationBar = UINavigationBar()

    /// A stack holding `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
      self.init(nibName: nil, bundle: nil)
      viewControllers = [rootViewController]
    }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes `viewController`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
  }

  /// What an image picker tells its delegate.
  @preconcurrency @MainActor
  public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked a photo or film: `info` holds it (`.originalImage`, `.editedImage` …).
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
  }

  extension UIImagePickerControllerDelegate {
    /// Does nothing unless you implement it.
    public func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Does nothing unless you implement it.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
  }

  /// The system's photo picker and camera, as an app wraps it in a
  /// `UIViewControllerRepresentable`. No photo library is shown: a test picks for the user by
  /// calling the delegate as UIKit does —
  /// `picker.delegate?.imagePickerController(picker, didFinishPickingMediaWithInfo:
  /// [.originalImage: photo])`. (A `UIViewController` here: UIKit's is a navigation controller
  /// whose `delegate` has another type, which Swift cannot declare.)
  open class UIImagePickerController: UIViewController {
    /// Where the picker takes media from.
    open var sourceType = SourceType.photoLibrary
    /// Whether the user may crop what they pick.
    open var allowsEditing = false
    /// The media types offered (`"public.image"` by default).
    open var mediaTypes = ["public.image"]
    /// Its delegate.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether `sourceType` is there: the photo library is; there is no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
      sourceType != .camera
    }

    /// Where a picker takes media from.
    public enum SourceType: Int, Sendable {
      /// The photo library.
      case photoLibrary
      /// The camera.
      case camera
      /// The saved photos album.
      case savedPhotosAlbum
    }

    /// What a picked item's dictionary holds.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
      /// The key's name.
      public let rawValue: String
      /// A key.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The picked image (`UIImage`).
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
      /// The cropped image (`UIImage`), when editing is allowed.
      public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
      /// The crop rectangle.
      public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
      /// The media type.
      public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
      /// A film's URL.
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      /// The image's file URL.
      public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
  }

  /// Where a page view controller finds the pages around the one shown.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController` (`nil`: it is the first).
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController` (`nil`: it is the last).
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
  }

  /// What a page view controller tells its delegate as the user turns a page.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A turn to `pendingViewControllers` begins.
    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended; `completed` says whether the new page is shown.
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  }

  extension UIPageViewControllerDelegate {
    /// Does nothing unless you implement it.
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing unless you implement it.
    public func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
  }

  /// Pages the user turns by swiping. `setViewControllers` shows pages; a harness's
  /// `drag(by:)` on the representable that made it turns a page as a swipe does — the data source
  /// gives the page after (a drag to the left) or before, the delegate hears the turn begin and
  /// end.
  open class UIPageViewController: UIViewController {
    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages turn.
    public let navigationOrientation: NavigationOrientation
    /// Where it finds pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// What it tells of page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown.
    open internal(set) var viewControllers: [UIViewController]? = []

    /// A page view controller.
    public init(
      transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
      options: [OptionsKey: Any]? = nil
    ) {
      transitionStyle = style
      self.navigationOrientation = navigationOrientation
      super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from an archive: scrolling horizontally.
    public required init?(coder: NSCoder) {
      transitionStyle = .scroll
      navigationOrientation = .horizontal
      super.init(coder: coder)
    }

    /// Shows `viewControllers`, then calls `completion` with `true` (the delegate hears nothing,
    /// as in UIKit).
    open func setViewControllers(
      _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      self.viewControllers = viewControllers
      completion?(true)
    }

    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
      /// A page curls.
      case pageCurl
      /// Pages scroll.
      case scroll
    }

    /// Which way pages turn.
    public enum NavigationOrientation: Int, Sendable {
      /// Left and right.
      case horizontal
      /// Up and down.
      case vertical
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
      /// To the next page.
      case forward
      /// To the previous page.
      case reverse
    }

    /// Options of a page view controller.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
      /// The option's name.
      public let rawValue: String
      /// An option.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The space between pages.
      public static let interPageSpacing = OptionsKey(
        rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
      /// Where the spine is.
      public static let spineLocation = OptionsKey(
        rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
  }

  /// A service the share sheet offers.
  @preconcurrency @MainActor
  open class UIActivity: NSObject {
    /// A kind of service.
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
      /// The service's name.
      public let rawValue: String
      /// A service.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Messages.
      public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
      /// Mail.
      public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
      /// Print.
      public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
      /// Copy.
      public static let copyToPasteboard = ActivityType(
        rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
      /// AirDrop.
      public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
      /// Save to Photos.
      public static let saveToCameraRoll = ActivityType(
        rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
      /// Add to Reading List.
      public static let addToReadingList = ActivityType(
        rawValue: "com.apple.UIKit.activity.AddToReadingList")
      /// Assign to Contact.
      public static let assignToContact = ActivityType(
        rawValue: "com.apple.UIKit.activity.AssignToContact")
    }
  }

  /// The share sheet, as an app wraps it in a representable. Nothing is shared: the items it was
  /// made with are kept in `activityItems` (ViewProbe's: UIKit does not show them), and a test
  /// ends the sheet for the user with `completionWithItemsHandler`.
  open class UIActivityViewController: UIViewController {
    /// What the user finished with: the service (`nil` when cancelled), whether it completed,
    /// what it returned, and its error.
    public typealias CompletionWithItemsHandler = (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

    /// The items to share (ViewProbe's, for tests).
    public let activityItems: [Any]
    /// The app's own services offered.
    public let applicationActivities: [UIActivity]?
    /// Services not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the user finishes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
      self.activityItems = activityItems
      self.applicationActivities = applicationActivities
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .popover
    }

    /// Not available: a share sheet needs its items.
    public required init?(coder: NSCoder) { nil }
  }
#endif
