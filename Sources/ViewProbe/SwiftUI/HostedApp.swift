import Foundation
import Testing

/// An app hosted as a view: `ParentHarness(app: MyApp.self)`. The app's own properties — `@State`
/// and `@StateObject` models, `@Environment(\.scenePhase)`, `@AppStorage` — are installed as a
/// view's are, so the app keeps its state while the harness runs, and its body runs again when
/// what it reads changes (the scene phase): a scene's `onChange(of: scenePhase)` then runs, as it
/// does on a device. The view is the first scene's root view (`WindowGroup`'s content), with the
/// scene modifiers applied.
public struct HostedApp<A: App>: View {
  let app: A

  /// Makes the app, as the system does at launch.
  public init() { app = A() }

  /// Hosts the app the harness made at launch (made then, within the harness's context, once
  /// per launch: a parent re-render does not make it again, the system never does).
  init(madeAtLaunch: Void) {
    let launched = _ViewProbeRuntime.harnessState(LaunchedApp.self)
    if let app = launched?.app as? A {
      self.app = app
    } else {
      app = A()
      launched?.app = app
    }
  }

  /// The first scene's root view — with the app delegate in its environment when the delegate is
  /// an `ObservableObject` (`@EnvironmentObject`) or `@Observable` (`@Environment`), as SwiftUI
  /// places it.
  @MainActor
  public var body: some View {
    #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
      if let delegate = _ViewProbeRuntime.harnessState(AppDelegateHolder.self)?.delegate {
        return Self.placing(delegate, in: app.body.rootView)
      }
    #endif
    return app.body.rootView
  }

  /// `root` with `delegate` in its environment, by the kind of observable it is.
  @MainActor
  private static func placing(_ delegate: AnyObject, in root: AnyView) -> AnyView {
    var view = root
    if let object = delegate as? any ObservableObject { view = placingObject(object, in: view) }
    if let object = delegate as? any AnyObject & Observable {
      view = placingModel(object, in: view)
    }
    return view
  }

  @MainActor
  private static func placingObject<T: ObservableObject>(_ object: T, in view: AnyView) -> AnyView {
    AnyView(view.environmentObject(object))
  }

  @MainActor
  private static func placingModel<T: AnyObject & Observable>(_ object: T, in view: AnyView)
    -> AnyView
  {
    AnyView(view.environment(object))
  }
}

/// The app value a harness made at launch; the app quitting (`relaunch()`) lets it go.
final class LaunchedApp: _HarnessState, @unchecked Sendable {
  var app: Any?
  required init() {}
  @MainActor func _appWillQuit() { app = nil }
}

/// A scene with modifiers that apply to its root view.
public struct _ModifiedScene: Scene {
  /// The scene's root view, modified.
  public let rootView: AnyView
  /// Whether the scene modified is one a harness passes over (a launch screen).
  var passedOver = false
}

extension _ModifiedScene: SceneHostingChoice {}

extension Scene {
  /// This scene with its root view replaced by `root`, still passed over if it was.
  func modified(_ root: some View) -> _ModifiedScene {
    _ModifiedScene(rootView: AnyView(root), passedOver: isPassedOver)
  }
}

extension Scene {
  /// Runs `action` when `value` changes, as read when the app's body runs: with
  /// `ParentHarness(app:)`, the app's body runs again when what it reads changes (its
  /// `@Environment(\.scenePhase)`), so `onChange(of: scenePhase)` on a scene runs as on a device.
  /// Hosted through `MyApp().body.rootView`, the app's properties are not installed and it never
  /// sees a change.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    modified(rootView.onChange(of: value, initial: initial, action))
  }

  /// Runs `action` when `value` changes (see `onChange(of:initial:_:)`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    modified(rootView.onChange(of: value, initial: initial, action))
  }

  /// Runs `action` with the new value when `value` changes (deprecated form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    modified(rootView.onChange(of: value) { _, new in action(new) })
  }
}

extension Scene {
  /// Sets `keyPath` to `value` in the environment of the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    modified(rootView.environment(keyPath, value))
  }

  /// Places an `@Observable` object in the environment of the scene's views (`nil` clears it).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    modified(rootView.environment(object))
  }

  /// Supplies an `ObservableObject` to the scene's views (`@EnvironmentObject`).
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    modified(rootView.environmentObject(object))
  }

  /// The store the scene's `@AppStorage` properties use when they name none.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    modified(rootView.defaultAppStorage(store))
  }
}

extension ParentHarness {
  /// Hosts the app `app`: the system's `init()` makes it once per launch (a parent re-render does
  /// not make it again; `relaunch()` does), its properties are installed as a view's (its `@State` and `@StateObject` models live as long as the harness; its
  /// `@Environment(\.scenePhase)` follows `setScenePhase(_:)`), and its first scene's root view
  /// is shown with the scene's modifiers.
  public convenience init<A: App>(
    app: A.Type, profile: SemanticsProfile? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where Content == HostedApp<A> {
    self.init(profile: profile, sourceLocation: sourceLocation) {
      HostedApp<A>(madeAtLaunch: ())
    }
  }
}
