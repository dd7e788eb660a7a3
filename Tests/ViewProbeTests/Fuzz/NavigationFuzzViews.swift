import Observation
import ViewProbe

/// What the navigation fuzz test drives from outside the views, as a deep link or an app's router
/// would: the stack's path, the selected tab, and the ids the screens' own push buttons use.
@Observable
final class NavFuzzModel {
  var path: [Int] = []
  var tab = 0
  /// Whether the root's destination pushed by a binding (`navigationDestination(isPresented:)`)
  /// is up.
  var showsEditor = false
  private(set) var lastFreshID = NavFuzzModel.firstFreshID - 1
  /// What the screens' `onAppear` and `onDisappear` said, by screen id.
  @ObservationIgnored let lifecycle = FuzzLifecycle()

  /// Ids a screen's push button appends; those the test appends itself are below.
  static let firstFreshID = 1_000

  func freshID() -> Int {
    lastFreshID += 1
    return lastFreshID
  }

  /// The value a screen's `NavigationLink` pushes.
  static func linkValue(from id: Int) -> Int { abs(id) % 4 + 1 }
}

/// A tab with a navigation stack of screens, and a tab with one more screen.
struct NavFuzzRoot: View {
  let model: NavFuzzModel

  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.tab) {
      NavigationStack(path: $model.path) {
        NavFuzzScreen(id: 0)
          .navigationDestination(for: Int.self) { id in NavFuzzScreen(id: id) }
          .navigationDestination(isPresented: $model.showsEditor) { NavFuzzEditor() }
      }
      .environment(model)
      .tabItem { Text("Stack") }
      .tag(0)
      NavFuzzScreen(id: -1)
        .environment(model)
        .tabItem { Text("Other") }
        .tag(1)
    }
  }
}

/// A screen with state of its own: a counter, a text field, and whether its sheet is up.
struct NavFuzzScreen: View {
  let id: Int
  @Environment(NavFuzzModel.self) private var model
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0
  @State private var text = ""
  @State private var showsSheet = false
  @State private var asks = false
  @State private var detail: NavFuzzDetail?

  var body: some View {
    VStack {
      Text("screen \(id): \(count) '\(text)'")
      Button("bump \(id)") { count += 1 }
      TextField("field \(id)", text: $text)
      Button("sheet \(id)") { showsSheet = true }
      Button("push from \(id)") { model.path.append(model.freshID()) }
      Button("done \(id)") { dismiss() }
      Button("ask \(id)") { asks = true }
      Button("detail \(id)") { detail = NavFuzzDetail(id: 1, revision: 0) }
      NavigationLink("link \(id)", value: NavFuzzModel.linkValue(from: id))
    }
    .onAppear { model.lifecycle.appeared("\(id)") }
    .onDisappear { model.lifecycle.disappeared("\(id)") }
    .sheet(isPresented: $showsSheet) { NavFuzzSheet(owner: id) }
    .sheet(item: $detail) { item in NavFuzzDetailSheet(item: item, selection: $detail) }
    .alert("Leave \(id)?", isPresented: $asks) {
      Button("Leave", role: .destructive) { dismiss() }
      Button("Stay", role: .cancel) {}
    }
  }
}

/// A sheet with state of its own, which a new presentation starts afresh, and a navigation stack
/// of its own.
struct NavFuzzSheet: View {
  let owner: Int
  @State private var taps = 0
  @State private var innerPath: [Int] = []
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: $innerPath) {
      VStack {
        Text("sheet of \(owner): \(taps)")
        Button("tap sheet \(owner)") { taps += 1 }
        Button("close sheet \(owner)") { dismiss() }
        Button("inner push") { innerPath.append(innerPath.count + 1) }
      }
      .navigationDestination(for: Int.self) { level in
        NavFuzzInnerScreen(level: level, path: $innerPath)
      }
    }
  }
}

/// A screen pushed inside a sheet's stack.
struct NavFuzzInnerScreen: View {
  let level: Int
  @Binding var path: [Int]
  @State private var count = 0

  var body: some View {
    VStack {
      Text("inner \(level): \(count)")
      Button("inner bump \(level)") { count += 1 }
      Button("inner push") { path.append(path.count + 1) }
    }
  }
}

/// The item a screen's `sheet(item:)` presents: its `id` is the sheet's identity (H02).
struct NavFuzzDetail: Identifiable {
  let id: Int
  let revision: Int
}

/// A sheet presented for an item, which moves to the next item (a new id: a new sheet) or
/// revises this one (the same id: the same sheet).
struct NavFuzzDetailSheet: View {
  let item: NavFuzzDetail
  @Binding var selection: NavFuzzDetail?
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("detail \(item.id) r\(item.revision): \(taps)")
      Button("tap detail") { taps += 1 }
      Button("next detail") { selection = NavFuzzDetail(id: item.id + 1, revision: 0) }
      Button("revise detail") {
        selection = NavFuzzDetail(id: item.id, revision: item.revision + 1)
      }
      Button("close detail") { selection = nil }
    }
  }
}

/// The destination the root pushes by a binding, with state of its own and a sheet.
struct NavFuzzEditor: View {
  @Environment(NavFuzzModel.self) private var model
  @Environment(\.dismiss) private var dismiss
  @State private var taps = 0
  @State private var showsSheet = false

  var body: some View {
    VStack {
      Text("editor: \(taps)")
      Button("editor tap") { taps += 1 }
      Button("editor done") { dismiss() }
      Button("editor sheet") { showsSheet = true }
    }
    .onAppear { model.lifecycle.appeared("editor") }
    .onDisappear { model.lifecycle.disappeared("editor") }
    .sheet(isPresented: $showsSheet) { Button("close editor sheet") { showsSheet = false } }
  }
}
