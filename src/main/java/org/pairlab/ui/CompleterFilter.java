package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;

/**
 * The filter bar's "Completer" choice: shown only while the grid lists candidates that recorded a completer (ToCa's
 * text-only syntheses), so a reviewer can look at one completer's captions, e.g. only the loose-swap fallbacks.
 */
final class CompleterFilter {
    /** The choice that filters nothing. */
    static final String ALL = "All completers";
    private final MainViewModel vm;
    private final Label label = new Label("Completer");
    private final ComboBox<String> box = new ComboBox<>();
    private boolean syncing;

    CompleterFilter(MainViewModel vm) {
        this.vm = vm;
        label.getStyleClass().add("muted");
        label.setMinWidth(Label.USE_PREF_SIZE);
        box.setId("completer-filter");
        box.setTooltip(new javafx.scene.control.Tooltip(
                "Only the captions one completer wrote (phrase recombination first; variant, swap, loose-swap and trigram are fallbacks)"));
        for (javafx.scene.Node n : List.of(label, box)) {
            // Takes no room in the bar for methods without completers.
            n.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(vm.completers()));
            n.managedProperty().bind(n.visibleProperty());
        }
        rebuild();
        vm.completers().addListener((javafx.collections.ListChangeListener<String>) c -> rebuild());
        vm.completerProperty().addListener((o, a, v) -> select(v));
        box.valueProperty().addListener((o, a, v) -> {
            if (!syncing && v != null) {
                vm.completerProperty().set(ALL.equals(v) ? null : v);
            }
        });
    }

    /**
     * The badge style of a completer's text card: {@code completer-first} for the first choices (phrase, llm),
     * {@code completer-fallback} for the rest, so fallback captions stand out in the grid.
     */
    static String badgeStyle(String completer) {
        int rank = org.pairlab.project.ItemOrder.COMPLETER_RANK.indexOf(completer);
        return rank == 0 || rank == 1 ? "completer-first" : "completer-fallback";
    }

    Label label() {
        return label;
    }

    ComboBox<String> box() {
        return box;
    }

    private void rebuild() {
        List<String> wanted = new ArrayList<>(List.of(ALL));
        wanted.addAll(vm.completers());
        syncing = true;
        try {
            box.getItems().setAll(wanted);
        } finally {
            syncing = false;
        }
        select(vm.completerProperty().get());
    }

    private void select(String completer) {
        syncing = true;
        try {
            box.setValue(completer == null ? ALL : completer);
        } finally {
            syncing = false;
        }
    }
}
