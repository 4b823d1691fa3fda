package org.pairlab.ui;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.augment.LexiconService;
import org.pairlab.project.LexiconEntry;
import org.pairlab.text.WordNetLookup.AntonymSuggestion;

/** The lexicon editor's state: a lexicon's entries, WordNet suggestions for a word, import/export. */
public final class LexiconViewModel {
    private final LexiconService service;
    private final Executor io;
    private final Executor fx;
    private final ObservableList<String> lexicons = FXCollections.observableArrayList();
    private final StringProperty lexicon = new SimpleStringProperty();
    private final ObservableList<LexiconEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<LexiconEntry> selected = new SimpleObjectProperty<>();
    private final StringProperty lookupWord = new SimpleStringProperty("");
    private final StringProperty lookupPos = new SimpleStringProperty("");
    private final ObservableList<AntonymSuggestion> suggestions = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty("");

    /** @param io runs store and WordNet calls; @param fx applies results (the FX thread in the app) */
    public LexiconViewModel(LexiconService service, Executor io, Executor fx) {
        this.service = service;
        this.io = io;
        this.fx = fx;
        lexicon.addListener((o, a, v) -> reloadEntries());
        selected.addListener((o, a, e) -> {
            if (e != null) {
                lookupPos.set(e.pos());
                lookupWord.set(e.word());
                lookup();
            }
        });
    }

    public ObservableList<String> lexicons() {
        return lexicons;
    }

    public StringProperty lexiconProperty() {
        return lexicon;
    }

    public ObservableList<LexiconEntry> entries() {
        return entries;
    }

    public ObjectProperty<LexiconEntry> selectedProperty() {
        return selected;
    }

    public StringProperty lookupWordProperty() {
        return lookupWord;
    }

    public StringProperty lookupPosProperty() {
        return lookupPos;
    }

    public ObservableList<AntonymSuggestion> suggestions() {
        return suggestions;
    }

    /** A status or error line for the user. */
    public StringProperty messageProperty() {
        return message;
    }

    /** Loads the lexicon names (seeding the built-in one) and selects the first. */
    public CompletableFuture<Void> load() {
        return call(service::names).thenAccept(names -> fx.execute(() -> {
            lexicons.setAll(names);
            if (lexicon.get() == null || !names.contains(lexicon.get())) {
                lexicon.set(names.isEmpty() ? null : names.get(0));
            } else {
                reloadEntries();
            }
        }));
    }

    private CompletableFuture<Void> reloadEntries() {
        String name = lexicon.get();
        if (name == null) {
            entries.clear();
            return CompletableFuture.completedFuture(null);
        }
        return call(() -> service.entries(name)).thenAccept(list -> fx.execute(() -> entries.setAll(list)));
    }

    /** Adds an entry typed by the user. */
    public CompletableFuture<Void> add(String word, String pos, String replacement) {
        String name = lexicon.get();
        return run(() -> service.add(name, word, pos, replacement), "Added '" + word + "'");
    }

    /** Stores an edit of one entry's word, POS or replacement. */
    public CompletableFuture<Void> edit(LexiconEntry entry, String word, String pos, String replacement) {
        return run(() -> service.update(new LexiconEntry(entry.id(), entry.lexicon(), word, pos, replacement,
                entry.source())), "Saved '" + word + "'");
    }

    /** Deletes the selected entry. */
    public CompletableFuture<Void> deleteSelected() {
        LexiconEntry e = selected.get();
        if (e == null) {
            return CompletableFuture.completedFuture(null);
        }
        return run(() -> service.delete(e.id()), "Deleted '" + e.word() + "'");
    }

    /** Looks up WordNet antonyms of the lookup word. */
    public CompletableFuture<Void> lookup() {
        String name = lexicon.get();
        String word = lookupWord.get();
        String pos = lookupPos.get();
        return call(() -> service.suggestions(name, word, pos)).thenAccept(list -> fx.execute(() -> {
            suggestions.setAll(list);
            message.set(list.isEmpty() ? "WordNet has no antonym for '" + word + "'" : list.size() + " suggestions for '"
                    + word + "'");
        }));
    }

    /** Adds one suggestion as an entry for the lookup word. */
    public CompletableFuture<Void> accept(AntonymSuggestion s) {
        String name = lexicon.get();
        String word = lookupWord.get();
        return run(() -> service.accept(name, word, s), "Added '" + word + "' -> '" + s.antonym() + "' from WordNet")
                .thenCompose(v -> lookup());
    }

    public CompletableFuture<Void> importFrom(Path file, String name) {
        return call(() -> service.importFile(file, name)).thenCompose(stored -> {
            fx.execute(() -> message.set("Imported lexicon '" + stored + "' from " + file.getFileName()));
            return load().thenRun(() -> fx.execute(() -> lexicon.set(stored)));
        }).exceptionally(this::fail);
    }

    public CompletableFuture<Void> exportTo(Path file) {
        String name = lexicon.get();
        return run(() -> service.exportFile(name, file), "Exported '" + name + "' to " + file.getFileName());
    }

    private interface Work {
        void run() throws Exception;
    }

    private interface Query<T> {
        T get() throws Exception;
    }

    private CompletableFuture<Void> run(Work w, String done) {
        return call(() -> {
            w.run();
            return done;
        }).thenCompose(text -> {
            fx.execute(() -> message.set(text));
            return reloadEntries();
        }).exceptionally(this::fail);
    }

    private <T> CompletableFuture<T> call(Query<T> q) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return q.get();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        }, io);
    }

    private Void fail(Throwable t) {
        Throwable c = t;
        while ((c instanceof java.util.concurrent.CompletionException) && c.getCause() != null) {
            c = c.getCause();
        }
        String text = c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage();
        fx.execute(() -> message.set("Error: " + text));
        return null;
    }
}
