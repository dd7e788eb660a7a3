import ViewProbe

/// A song in a ``Playlist``.
public struct PlaylistSong: Identifiable, Sendable {
  /// The song's identity.
  public let id: Int
  /// What the row shows.
  public var title: String

  /// A song.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// E02: a row whose `==` compares the song's id alone, written to spare body runs. The row is not
/// plain data (the title is a `String`), so SwiftUI prefers its `==` to comparing its fields: a
/// renamed song is "equal", and the row goes on showing the old title.
public struct SongRowEqualByID: View, Equatable {
  let song: PlaylistSong

  /// A row for `song`.
  public init(song: PlaylistSong) { self.song = song }

  /// Equal when the ids are: the title is left out.
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.song.id == rhs.song.id }

  /// The title.
  public var body: some View { Text(song.title) }
}

/// The fix: an `==` that compares everything the body shows.
public struct SongRowEqualByContent: View, Equatable {
  let song: PlaylistSong

  /// A row for `song`.
  public init(song: PlaylistSong) { self.song = song }

  /// Equal when the ids and the titles are.
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.song.id == rhs.song.id && lhs.song.title == rhs.song.title
  }

  /// The title.
  public var body: some View { Text(song.title) }
}

/// Two songs, a button that renames the first, and a row for each made by `row`.
public struct Playlist<Row: View>: View {
  @State private var songs = [
    PlaylistSong(id: 1, title: "Intro"), PlaylistSong(id: 2, title: "Outro"),
  ]
  let row: (PlaylistSong) -> Row

  /// A playlist whose rows `row` makes.
  public init(@ViewBuilder row: @escaping (PlaylistSong) -> Row) { self.row = row }

  /// The rename button and the rows.
  public var body: some View {
    VStack {
      Button("Rename") { songs[0].title = "Overture" }
      ForEach(songs) { row($0) }
    }
  }
}
