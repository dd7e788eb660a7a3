// Foundation's user activity (Handoff, Spotlight, `onContinueUserActivity`), which Linux's
// Foundation lacks. Declared only there, with Foundation's names; it keeps what the app puts in it.
#if !canImport(Darwin)
  /// An activity the app advertises or continues: its type, title and user info.
  open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity's type (`com.example.viewing-note`).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The app's data for continuing the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue it.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that continues it where the app is not installed.
    open var webpageURL: URL?
    /// Words Spotlight finds it by.
    open var keywords: Set<String> = []
    /// Whether Handoff offers it.
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes it.
    open var isEligibleForSearch = false
    /// Whether the system may suggest it.
    open var isEligibleForPrediction = false
    /// Whether it may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// The app's identifier for it.
    open var persistentIdentifier: String?
    /// The identifier of the content it shows, for choosing a scene.
    open var targetContentIdentifier: String?
    /// When it stops being offered.
    open var expirationDate: Date?
    /// Whether it is the current activity.
    public private(set) var isCurrent = false
    /// Core Spotlight's attribute set of the activity (its `contentAttributeSet`): for ViewProbe's
    /// Core Spotlight, not for app code.
    public var _contentAttributeSet: AnyObject?

    /// An activity of `activityType`.
    public init(activityType: String) {
      self.activityType = activityType
      super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes it the current activity.
    open func becomeCurrent() { isCurrent = true }

    /// Stops it being the current activity.
    open func resignCurrent() { isCurrent = false }

    /// Ends it.
    open func invalidate() { isCurrent = false }
  }
#endif
