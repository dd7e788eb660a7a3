import Testing

/// An app, as `@main struct MyApp: App` declares it. ViewProbe has no windows: `main()` renders the
/// app's first scene once in a harness and prints its tree.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app.
  init()
}

/// A part of an app's interface (a window group).
@MainActor @preconcurrency
public protocol Scene {
  /// The root view the scene hosts, type-erased.
  var rootView: AnyView { get }
}

/// A scene of windows that each show `content`.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window group showing the view built by `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The view each window shows.
  public var rootView: AnyView { AnyView(content) }
}

/// Builds an app's body from its scenes.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  /// Several scenes; ViewProbe hosts the first that is not a launch screen.
  public static func buildBlock<First: Scene, each Rest: Scene>(
    _ first: First, _ rest: repeat each Rest
  ) -> _SceneList<First> {
    var scenes: [any Scene] = [first]
    for scene in repeat each rest { scenes.append(scene) }
    return _SceneList(scenes: scenes)
  }

  /// A scene as written.
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }

  /// The scene of an `if #available(…)` block.
  public static func buildLimitedAvailability(_ scene: some Scene)
    -> some Scene & _LimitedAvailabilitySceneMarker
  {
    _LimitedAvailabilityScene(scene: scene)
  }

  /// A scene of an `if #available(…)` block, present when the platform has what it needs.
  public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?)
    -> some Scene
  {
    _OptionalScene(scene: scene)
  }
}

/// A scene an `if #available(…)` block wraps (the only kind an `if` in an app's body holds).
public protocol _LimitedAvailabilitySceneMarker {}

/// A scene of limited availability.
public struct _LimitedAvailabilityScene: Scene, _LimitedAvailabilitySceneMarker {
  let scene: any Scene
  /// The scene's view.
  public var rootView: AnyView { scene.rootView }
}

extension _LimitedAvailabilityScene: SceneHostingChoice {
  var passedOver: Bool { scene.isPassedOver }
}

/// A scene present only when its availability condition held.
public struct _OptionalScene: Scene {
  let scene: (any Scene)?
  /// The scene's view, or nothing.
  public var rootView: AnyView { scene?.rootView ?? AnyView(EmptyView()) }
}

extension _OptionalScene: SceneHostingChoice {
  var passedOver: Bool { scene?.isPassedOver ?? true }
}

/// A scene that may be one a harness passes over when the app has several: a launch screen (see
/// `_SceneList`), an `if #available` block whose condition failed, or one of them modified.
@MainActor protocol SceneHostingChoice {
  var passedOver: Bool { get }
}

extension Scene {
  /// Whether a harness passes this scene over when the app has several.
  var isPassedOver: Bool { (self as? any SceneHostingChoice)?.passedOver ?? false }
}

/// Several scenes of an app. ViewProbe hosts one: the first that shows content of the app's own —
/// a `DocumentGroupLaunchScene` declared before the app's `DocumentGroup`, as Apple's examples
/// declare it, is the group's launch screen, not the scene shown.
public struct _SceneList<First: Scene>: Scene {
  /// The app's scenes in order, the first of type `First`.
  let scenes: [any Scene]
  /// The hosted scene's view (the first scene's when all are passed over).
  public var rootView: AnyView {
    let shown = scenes.first { !$0.isPassedOver }
    return (shown ?? scenes[0]).rootView
  }
}

extension App {
  /// Renders the first scene's view once and prints the tree (there is no window to open).
  public static func main() {
    let harness = ParentHarness { Self().body.rootView }
    print(harness.dump())
  }
}
