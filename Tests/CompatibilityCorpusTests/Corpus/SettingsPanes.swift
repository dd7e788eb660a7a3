import SwiftUI

// A settings screen built the way design-system code is written: an enum of panes whose
// destinations are @ViewBuilder functions, and a namespace of static styling helpers. None of it is
// a view or on the main actor, so in Swift 6 mode it compiles only where the built-in views and the
// view modifiers are not main-actor isolated (as SwiftUI's are not).

struct SettingsPrefs: Equatable, Sendable {
  enum Digest: String, CaseIterable, Sendable {
    case daily, weekly, never
  }

  var displayName = "Sam"
  var isPrivate = false
  var push = true
  var digest = Digest.daily
  var quietHours = 8
}

enum SettingsPane: String, CaseIterable, Identifiable, Hashable {
  case account, notifications, about

  var id: Self { self }
  var title: String { rawValue.capitalized }

  @ViewBuilder var icon: some View {
    switch self {
    case .account: Image(systemName: "person.crop.circle")
    case .notifications: Image(systemName: "bell")
    case .about: Image(systemName: "info.circle")
    }
  }

  @ViewBuilder func destination(prefs: Binding<SettingsPrefs>) -> some View {
    switch self {
    case .account:
      Form {
        TextField("Display name", text: prefs.displayName)
          .textContentType(.name)
        Toggle("Private profile", isOn: prefs.isPrivate)
      }
      .navigationTitle(title)
    case .notifications:
      List {
        Toggle("Push", isOn: prefs.push)
        Picker("Digest", selection: prefs.digest) {
          ForEach(SettingsPrefs.Digest.allCases, id: \.self) { digest in
            Text(digest.rawValue.capitalized).tag(digest)
          }
        }
        Stepper(
          "Quiet hours: \(prefs.wrappedValue.quietHours)", value: prefs.quietHours, in: 0...12)
      }
      .navigationTitle(title)
      .navigationBarTitleDisplayMode(.inline)
    case .about:
      VStack(alignment: .leading, spacing: 8) {
        Text("Version 2.1")
        Link("Website", destination: URL(string: "https://example.com")!)
      }
      .padding()
      .navigationTitle(title)
    }
  }
}

enum SettingsStyle {
  static func card<Content: View>(_ content: Content) -> some View {
    content
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(.thinMaterial)
      .clipShape(RoundedRectangle(cornerRadius: 12))
  }

  static func badge(_ count: Int) -> some View {
    Text("\(count)")
      .font(.caption.bold())
      .padding(4)
      .background(Capsule().fill(.red))
      .accessibilityLabel("\(count) unread")
  }

  /// A counter that counts its own taps, kept in a binding the caller owns.
  static func tapCounter(_ taps: Binding<Int>) -> some View {
    Text("Tapped \(taps.wrappedValue) times")
      .onTapGesture { taps.wrappedValue += 1 }
  }
}

/// A footer that reports back through callbacks its parent passes down as plain closures.
struct SettingsFooter: View {
  let onShown: () -> Void
  let onFeedback: () -> Void

  var body: some View {
    Button("Send feedback") { onFeedback() }
      .onAppear(perform: onShown)
  }
}

struct SettingsHome: View {
  @State private var prefs = SettingsPrefs()
  @State private var showsReset = false
  @State private var taps = 0
  @State private var footerShown = 0
  @State private var feedbackSent = false

  var body: some View {
    NavigationStack {
      List(SettingsPane.allCases) { pane in
        NavigationLink(value: pane) {
          Label {
            Text(pane.title)
          } icon: {
            pane.icon
          }
        }
      }
      .navigationDestination(for: SettingsPane.self) { pane in
        pane.destination(prefs: $prefs)
      }
      .safeAreaInset(edge: .bottom) {
        SettingsStyle.card(
          HStack {
            Text(prefs.push ? "Push on, \(prefs.digest.rawValue)" : "Push off")
            SettingsStyle.badge(prefs.quietHours)
            SettingsStyle.tapCounter($taps)
          })
      }
      .toolbar {
        Button("Reset") { showsReset = true }
      }
      .alert("Reset settings?", isPresented: $showsReset) {
        Button("Reset", role: .destructive) { prefs = SettingsPrefs() }
      }
      .navigationTitle("Settings")
    }
    SettingsFooter(onShown: { footerShown += 1 }, onFeedback: { feedbackSent = true })
    Text(feedbackSent ? "Thanks!" : "Footer shown \(footerShown) times")
  }
}
