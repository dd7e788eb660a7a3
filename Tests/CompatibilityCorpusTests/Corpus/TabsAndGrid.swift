#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct MainTabs: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      CounterTab(title: "Home")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(0)
      GalleryTab()
        .tabItem { Label("Gallery", systemImage: "photo") }
        .tag(1)
      NotesTab()
        .tabItem { Label("Notes", systemImage: "note.text") }
        .tag(2)
    }
  }
}

struct CounterTab: View {
  let title: String
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("\(title): \(taps)")
      Button("Tap \(title)") { taps += 1 }
    }
  }
}

struct GalleryTab: View {
  private let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

  var body: some View {
    GeometryReader { proxy in
      ScrollView {
        LazyVGrid(columns: columns, spacing: 8) {
          ForEach(0..<6) { index in
            RoundedRectangle(cornerRadius: 8)
              .fill(Color(hue: Double(index) / 6, saturation: 0.6, brightness: 0.9))
              .frame(height: proxy.size.width / 4)
          }
        }
        Text("width \(Int(proxy.size.width))")
          .background(Color.yellow)
      }
    }
  }
}

struct NotesTab: View {
  @State private var text = ""
  @State private var query = ""
  @Environment(\.openURL) private var openURL
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      TextEditor(text: $text)
        .frame(minHeight: 120)
      Text("\(text.count) characters")
        .foregroundStyle(.secondary)
      Sparkline(values: [1, 3, 2, 5])
        .stroke(Color.accentColor, lineWidth: 2)
        .frame(height: 40)
      Button("Open docs") { openURL(URL(string: "https://example.com")!) }
    }
    .searchable(text: $query, prompt: "Search notes")
    .background(.ultraThinMaterial)
  }
}
