package org.pairlab.ui;

import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.stage.Window;
import org.pairlab.project.StoreException;

/** Shows failures as dialogs a person can read: the message first, never a bare stack trace. */
public final class Errors {
    private Errors() {
    }

    /** A readable sentence for an exception, unwrapping the wrappers that add nothing. */
    public static String describe(Throwable t) {
        Throwable c = t;
        while ((c instanceof java.util.concurrent.CompletionException || c instanceof java.util.concurrent.ExecutionException
                || c instanceof java.lang.reflect.InvocationTargetException || c.getMessage() == null)
                && c.getCause() != null) {
            c = c.getCause();
        }
        String m = c.getMessage();
        if (c instanceof StoreException || c instanceof IllegalArgumentException || c instanceof UnsupportedOperationException) {
            return m;
        }
        return m == null ? c.getClass().getSimpleName() : m;
    }

    /** Shows an error dialog on the FX thread; safe to call from any thread. */
    public static void show(Window owner, String header, Throwable t) {
        show(owner, header, describe(t));
    }

    public static void show(Window owner, String header, String message) {
        if (!Platform.isFxApplicationThread()) {
            Platform.runLater(() -> show(owner, header, message));
            return;
        }
        Alert a = new Alert(Alert.AlertType.ERROR);
        a.initOwner(owner);
        a.setTitle("PairLab");
        a.setHeaderText(header);
        TextArea text = new TextArea(message);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(4);
        text.getStyleClass().add("error-text");
        a.getDialogPane().setContent(text);
        a.show();
    }

    /** Installs a handler so an unexpected exception on any thread ends up in a dialog, not only on stderr. */
    public static void installUncaughtHandler(java.util.function.Supplier<Window> owner) {
        Thread.UncaughtExceptionHandler h = (thread, e) -> {
            e.printStackTrace();
            show(owner.get(), "Something went wrong", e);
        };
        Thread.setDefaultUncaughtExceptionHandler(h);
        if (Platform.isFxApplicationThread()) {
            Thread.currentThread().setUncaughtExceptionHandler(h);
        }
    }
}
