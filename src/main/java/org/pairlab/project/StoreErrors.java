package org.pairlab.project;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The one place that turns SQLite's (extended) result codes into plain words a researcher can act on: disk full,
 * read-only, locked by another process, cannot open, disk I/O error, not a database, damaged file.
 */
public final class StoreErrors {
    private StoreErrors() {
    }

    /** A sentence for {@code e} on {@code file}; {@code holder} names the process holding the project's lock, if any. */
    public static String describe(SQLException e, Path file, Optional<String> holder) {
        int code = resultCode(e);
        String name = codeName(e, code);
        String words = switch (code & 0xff) {
            case 13 -> "the disk is full (or the project reached its size limit); free some space and try again";
            case 8 -> "the project file is read-only" + readOnlyDetail(code) + "; check its permissions or open a "
                    + "writable copy";
            case 5 -> "the project is locked by " + holder.map(h -> h.matches("\\d+@.*") ? "process " + h : h)
                    .orElse("another process")
                    + " that is writing to it; wait for it to finish or close it there";
            case 6 -> "a table is locked by another connection in this process; try again when the running job ends";
            case 14 -> "the file cannot be opened (missing, a folder, or no permission to read it or its folder)";
            case 3, 23 -> "permission denied";
            case 10 -> "a disk input/output error occurred" + ioDetail(code) + "; the disk may be failing, full or "
                    + "disconnected";
            case 26 -> "it is not a SQLite database (is it a PairLab project?)";
            case 11 -> "the project file is damaged (the database disk image is malformed); restore it from a "
                    + "backup";
            default -> null;
        };
        String raw = e.getMessage() == null ? "" : e.getMessage();
        if (words == null) {
            return raw;
        }
        return words + " [" + name + " on " + file.getFileName() + "]";
    }

    /** Whether {@code e} says the file itself cannot be used: locked by another writer, read-only, damaged, not a database. */
    public static boolean fileUnusable(SQLException e) {
        return switch (resultCode(e) & 0xff) {
            case 5, 8, 11, 14, 26 -> true;
            default -> false;
        };
    }

    /** Whether {@code e} (or a cause) is SQLite's disk-full error. */
    public static boolean isDiskFull(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && (resultCode(s) & 0xff) == 13) {
                return true;
            }
        }
        return false;
    }

    private static int resultCode(SQLException e) {
        if (e instanceof SQLiteException s && s.getResultCode() != null && s.getResultCode() != SQLiteErrorCode.UNKNOWN_ERROR) {
            return s.getResultCode().code;
        }
        // Messages from the driver start with "[SQLITE_FULL]" even where the exception type is lost.
        String m = e.getMessage() == null ? "" : e.getMessage();
        for (SQLiteErrorCode c : SQLiteErrorCode.values()) {
            if (m.startsWith("[" + c.name() + "]")) {
                return c.code;
            }
        }
        return e.getErrorCode();
    }

    private static String codeName(SQLException e, int code) {
        if (e instanceof SQLiteException s && s.getResultCode() != null) {
            return s.getResultCode().name();
        }
        return SQLiteErrorCode.getErrorCode(code).name();
    }

    private static String readOnlyDetail(int code) {
        return switch (code) {
            case 1544 -> " (its folder is not writable, so SQLite cannot create its journal there)";
            case 520, 1288 -> " (its shared-memory file is read-only)";
            case 1032 -> " (it was moved or deleted while open)";
            case 264, 776 -> " (it needs recovery after a crash, which needs write access)";
            default -> "";
        };
    }

    private static String ioDetail(int code) {
        return switch (code) {
            case 778 -> " while writing";
            case 266, 522 -> " while reading";
            case 1034 -> " while flushing to disk";
            default -> "";
        };
    }
}
