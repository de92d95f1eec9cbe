// Async boundary: federation must negotiate shared modules before React loads.
import('./bootstrap');
